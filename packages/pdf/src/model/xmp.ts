/**
 * XMP facts without a full RDF parser: namespace prefixes are read from their xmlns declarations,
 * so a property is found whatever prefix the file binds to its namespace (which is what the
 * PDF/UA prefix rules check).
 */
export const NS_PDFUAID = 'http://www.aiim.org/pdfua/ns/id/';
export const NS_DC = 'http://purl.org/dc/elements/1.1/';

export interface XmpProperty {
  prefix: string;
  value: string;
}

export interface XmpFacts {
  /** Properties of the PDF/UA identification schema by local name (part, amd, corr, rev). */
  pdfuaid: Map<string, XmpProperty>;
  dcTitle: string | null;
  hasDcTitle: boolean;
  hasXDefault: boolean;
}

function prefixesOf(xml: string, uri: string): string[] {
  const out = new Set<string>();
  const esc = uri.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  for (const m of xml.matchAll(new RegExp(`xmlns:([\\w.-]+)\\s*=\\s*["']${esc}["']`, 'g'))) out.add(m[1] as string);
  return [...out];
}

function unescapeXml(s: string): string {
  return s
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&#x([0-9a-fA-F]+);/g, (_, h: string) => String.fromCodePoint(Number.parseInt(h, 16)))
    .replace(/&amp;/g, '&')
    .trim();
}

export function readXmp(xml: string): XmpFacts {
  const pdfuaid = new Map<string, XmpProperty>();
  for (const prefix of prefixesOf(xml, NS_PDFUAID)) {
    for (const local of ['part', 'amd', 'corr', 'rev', 'conformance']) {
      const el = new RegExp(`<${prefix}:${local}(?:\\s[^>]*)?>([\\s\\S]*?)</${prefix}:${local}>`).exec(xml);
      const attr = new RegExp(`\\s${prefix}:${local}\\s*=\\s*["']([^"']*)["']`).exec(xml);
      const value = el ? unescapeXml(el[1] as string) : attr ? (attr[1] as string) : null;
      if (value !== null && !pdfuaid.has(local)) pdfuaid.set(local, { prefix, value });
    }
  }
  let dcTitle: string | null = null;
  let hasDcTitle = false;
  for (const prefix of prefixesOf(xml, NS_DC)) {
    const m = new RegExp(`<${prefix}:title(?:\\s[^>]*)?>([\\s\\S]*?)</${prefix}:title>`).exec(xml);
    if (m) {
      hasDcTitle = true;
      const body = m[1] as string;
      const li = /<rdf:li[^>]*xml:lang=["']x-default["'][^>]*>([\s\S]*?)<\/rdf:li>/.exec(body) ?? /<rdf:li[^>]*>([\s\S]*?)<\/rdf:li>/.exec(body);
      const text = unescapeXml(li ? (li[1] as string) : body);
      dcTitle = text.length > 0 ? text : null;
    } else if (new RegExp(`<${prefix}:title\\s*/>`).test(xml)) hasDcTitle = true;
  }
  return { pdfuaid, dcTitle, hasDcTitle, hasXDefault: /xml:lang\s*=\s*["']x-default["']/.test(xml) };
}
