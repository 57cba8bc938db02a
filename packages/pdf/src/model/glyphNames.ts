/**
 * Glyph names that map to Unicode without a ToUnicode CMap: the Adobe standard Latin character
 * set and the Symbol font's names (the sets ISO 14289-1 7.21.7 accepts), plus the `uniXXXX`,
 * `uXXXX[XX]` and `afiiNNNNN` forms of the Adobe Glyph List.
 */
const LATIN =
  'A AE Aacute Acircumflex Adieresis Agrave Aring Atilde B C Ccedilla D E Eacute Ecircumflex Edieresis Egrave Eth Euro F G H I ' +
  'Iacute Icircumflex Idieresis Igrave J K L Lslash M N Ntilde O OE Oacute Ocircumflex Odieresis Ograve Oslash Otilde P Q R S ' +
  'Scaron T Thorn U Uacute Ucircumflex Udieresis Ugrave V W X Y Yacute Ydieresis Z Zcaron a aacute acircumflex acute adieresis ' +
  'ae agrave ampersand aring asciicircum asciitilde asterisk at atilde b backslash bar braceleft braceright bracketleft ' +
  'bracketright breve brokenbar bullet c caron ccedilla cedilla cent circumflex colon comma copyright currency d dagger ' +
  'daggerdbl degree dieresis divide dollar dotaccent dotlessi e eacute ecircumflex edieresis egrave eight ellipsis emdash ' +
  'endash equal eth exclam exclamdown f fi five fl florin four fraction g germandbls grave greater guillemotleft ' +
  'guillemotright guilsinglleft guilsinglright h hungarumlaut hyphen i iacute icircumflex idieresis igrave j k l less ' +
  'logicalnot lslash m macron minus mu multiply n nine ntilde numbersign o oacute ocircumflex odieresis oe ogonek ograve one ' +
  'onehalf onequarter onesuperior ordfeminine ordmasculine oslash otilde p paragraph parenleft parenright percent period ' +
  'periodcentered perthousand plus plusminus q question questiondown quotedbl quotedblbase quotedblleft quotedblright ' +
  'quoteleft quoteright quotesinglbase quotesingle r registered ring s scaron section semicolon seven six slash space sterling ' +
  't thorn three threequarters threesuperior tilde trademark two twosuperior u uacute ucircumflex udieresis ugrave underscore ' +
  'v w x y yacute ydieresis yen z zcaron zero nbspace sfthyphen Delta Omega Abreve abreve Amacron amacron Aogonek aogonek ' +
  'Cacute cacute Ccaron ccaron Dcaron dcaron Dcroat dcroat Ecaron ecaron Edotaccent edotaccent Emacron emacron Eogonek eogonek ' +
  'Gbreve gbreve Gcommaaccent gcommaaccent Idotaccent Imacron imacron Iogonek iogonek Kcommaaccent kcommaaccent Lacute lacute ' +
  'Lcaron lcaron Lcommaaccent lcommaaccent Nacute nacute Ncaron ncaron Ncommaaccent ncommaaccent Ohungarumlaut ohungarumlaut ' +
  'Omacron omacron Racute racute Rcaron rcaron Rcommaaccent rcommaaccent Sacute sacute Scedilla scedilla Scommaaccent ' +
  'scommaaccent Tcaron tcaron Tcommaaccent tcommaaccent Uhungarumlaut uhungarumlaut Umacron umacron Uogonek uogonek Uring ' +
  'uring Zacute zacute Zdotaccent zdotaccent commaaccent greaterequal lessequal notequal partialdiff radical summation ' +
  'lozenge product infinity integral approxequal ff ffi ffl dotlessj';

const SYMBOL =
  'Alpha Beta Chi Epsilon Eta Gamma Iota Kappa Lambda Mu Nu Omicron Phi Pi Psi Rho Sigma Tau Theta Upsilon Upsilon1 Xi Zeta ' +
  'aleph alpha angle angleleft angleright arrowboth arrowdblboth arrowdbldown arrowdblleft arrowdblright arrowdblup ' +
  'arrowdown arrowhorizex arrowleft arrowright arrowup arrowvertex beta braceex braceleftbt braceleftmid bracelefttp ' +
  'bracerightbt bracerightmid bracerighttp bracketleftbt bracketleftex bracketlefttp bracketrightbt bracketrightex ' +
  'bracketrighttp carriagereturn chi circlemultiply circleplus club congruent copyrightsans copyrightserif diamond ' +
  'dotmath element emptyset epsilon equivalence eta existential gamma gradient heart intersection integralbt integralex ' +
  'integraltp iota kappa lambda logicaland logicalor minute mu notelement notsubset nu omega omega1 omicron phi phi1 pi ' +
  'propersubset propersuperset proportional psi reflexsubset reflexsuperset registersans registerserif rho second sigma ' +
  'sigma1 similar spade suchthat tau therefore theta theta1 trademarksans trademarkserif union universal upsilon ' +
  'weierstrass xi zeta parenleftbt parenleftex parenlefttp parenrightbt parenrightex parenrighttp apple';

/** StandardEncoding's defined codes above 126. */
const STANDARD_UPPER = new Set([
  161, 162, 163, 164, 165, 166, 167, 168, 169, 170, 171, 172, 173, 174, 175, 177, 178, 179, 180, 182, 183, 184, 185, 186, 187, 188,
  189, 191, 193, 194, 195, 196, 197, 198, 199, 200, 202, 203, 205, 206, 207, 208, 225, 227, 232, 233, 234, 235, 241, 245, 248, 249,
  250, 251,
]);

const KNOWN = new Set(`${LATIN} ${SYMBOL}`.split(' '));

/** Whether a glyph name maps to Unicode by the standard name lists or the AGL naming forms. */
export function isKnownGlyphName(name: string): boolean {
  if (KNOWN.has(name)) return true;
  if (/^uni([0-9A-F]{4})+$/.test(name)) return true;
  if (/^u[0-9A-F]{4,6}$/.test(name)) return true;
  if (/^afii\d{5}$/.test(name)) return true;
  // Variants such as `a.sc` or `f_i` map through their components.
  const base = name.split('.')[0] ?? '';
  if (base !== name && base.length > 0) return base.split('_').every((p) => p.length > 0 && isKnownGlyphName(p));
  if (name.includes('_')) return name.split('_').every((p) => p.length > 0 && isKnownGlyphName(p));
  return false;
}

/** Codes defined by the predefined simple-font encodings (codes outside map to .notdef). */
export function isCodeDefinedInBaseEncoding(encoding: string, code: number): boolean {
  if (code >= 32 && code <= 126) return true;
  if (encoding === 'WinAnsiEncoding') return code >= 128 && ![129, 141, 143, 144, 157].includes(code);
  if (encoding === 'MacRomanEncoding') return code >= 128 && code <= 255;
  if (encoding === 'MacExpertEncoding') return code >= 128;
  return STANDARD_UPPER.has(code);
}
