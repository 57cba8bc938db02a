/**
 * Reads back a CSV file the exports wrote, for tests: records end at CRLF (RFC 4180, as the writer
 * ends them), quoted cells keep their commas, doubled quotes and line breaks. A leading byte order
 * mark is left to the caller, which may want to check it.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') record.push(cell), (cell = '');
    else if (c === '\r' && text[i + 1] === '\n') record.push(cell), records.push(record), (record = []), (cell = ''), i++;
    else cell += c;
  }
  if (cell !== '' || record.length > 0) record.push(cell), records.push(record);
  return records;
}
