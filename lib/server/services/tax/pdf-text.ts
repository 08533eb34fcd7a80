import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Text in the GST documents: Noto Sans for Latin, Noto Sans Devanagari for
 * Hindi names and addresses (the built-in Helvetica prints them as "???").
 * The TTFs (OFL, fonts/OFL.txt) are read from the repository at run time, so
 * the build must ship lib/server/services/tax/fonts (next.config.mjs,
 * outputFileTracingIncludes). pdfkit shapes Devanagari through fontkit
 * (conjuncts, reph, the i-matra before its consonant); each Devanagari run also
 * carries its logical text (ActualText) so copying or extracting it gives the
 * characters typed, not the glyphs' visual order.
 */

const FONT_DIR = path.join(process.cwd(), 'lib', 'server', 'services', 'tax', 'fonts');

const FONT_FILES = {
  latin: 'NotoSans-Regular.ttf',
  latinBold: 'NotoSans-Bold.ttf',
  devanagari: 'NotoSansDevanagari-Regular.ttf',
  devanagariBold: 'NotoSansDevanagari-Bold.ttf',
} as const;

type FontName = keyof typeof FONT_FILES;

let fontData: Record<FontName, Buffer> | null = null;

/** Read once per process: every document embeds (a subset of) the same four files. */
function fonts(): Record<FontName, Buffer> {
  fontData ??= Object.fromEntries(
    Object.entries(FONT_FILES).map(([name, file]) => [name, readFileSync(path.join(FONT_DIR, file))]),
  ) as Record<FontName, Buffer>;
  return fontData;
}

export function registerDocumentFonts(doc: PDFKit.PDFDocument): void {
  for (const [name, data] of Object.entries(fonts())) doc.registerFont(name, data);
  doc.font('latin');
}

export type Script = 'devanagari' | 'latin';

export interface ScriptRun {
  script: Script;
  text: string;
}

const DEVANAGARI = /[\u0900-\u097f\ua8e0-\ua8ff\u1cd0-\u1cff]/;
/** Spaces, joiners, digits and punctuation print in either font: they stay with the run they are in. */
const NEUTRAL = /[\s\u200c\u200d0-9!-/:-@[-`{-~]/;

/** The text cut into runs of one script each; neutral characters join the run before them (or the first run). */
export function scriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  let pending = '';
  for (const char of text) {
    const last = runs.at(-1);
    if (NEUTRAL.test(char)) {
      if (last) last.text += char;
      else pending += char;
      continue;
    }
    const script: Script = DEVANAGARI.test(char) ? 'devanagari' : 'latin';
    if (last?.script === script) last.text += char;
    else runs.push({ script, text: (runs.length === 0 ? pending : '') + char });
  }
  if (runs.length === 0) return pending ? [{ script: 'latin', text: pending }] : [];
  return runs;
}

function fontOf(script: Script, bold: boolean): FontName {
  if (script === 'devanagari') return bold ? 'devanagariBold' : 'devanagari';
  return bold ? 'latinBold' : 'latin';
}

export interface TextStyle {
  bold?: boolean;
  size?: number;
  color?: string;
}

export interface TextBox extends TextStyle {
  width?: number;
  align?: 'left' | 'right' | 'center';
  lineGap?: number;
}

/** Sets font, size and colour for plain text (the figures and labels, Latin only). */
export function setStyle(doc: PDFKit.PDFDocument, style: TextStyle, script: Script = 'latin'): PDFKit.PDFDocument {
  doc.font(fontOf(script, style.bold ?? false));
  if (style.size !== undefined) doc.fontSize(style.size);
  if (style.color !== undefined) doc.fillColor(style.color);
  return doc;
}

/**
 * Writes text of any script at (x, y), or where the previous text ended when y is undefined, wrapping
 * within the width; each script run in its font. Returns the y below it.
 */
export function writeText(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number | undefined,
  box: TextBox = {},
): number {
  const runs = scriptRuns(text);
  const options = { width: box.width, align: box.align, lineGap: box.lineGap ?? 0 };
  if (runs.length === 0) runs.push({ script: 'latin', text: '' });
  runs.forEach((run, index) => {
    setStyle(doc, box, run.script);
    const continued = index < runs.length - 1;
    if (run.script === 'devanagari') doc.markContent('Span', { actual: run.text });
    if (index === 0) doc.text(run.text, x, y ?? doc.y, { ...options, continued });
    else doc.text(run.text, { ...options, continued });
    if (run.script === 'devanagari') doc.endMarkedContent();
  });
  return doc.y;
}

/** About the height writeText will take: the text in its one font, or the taller of the two for mixed scripts. */
export function textHeight(doc: PDFKit.PDFDocument, text: string, box: TextBox = {}): number {
  const runs = scriptRuns(text);
  if (runs.length <= 1) {
    setStyle(doc, box, runs[0]?.script ?? 'latin');
    return doc.heightOfString(text || ' ', { width: box.width, lineGap: box.lineGap ?? 0 });
  }
  // Mixed scripts: the larger of the text measured in either font (the Devanagari one also carries ASCII).
  const measure = (script: Script) => {
    setStyle(doc, box, script);
    return doc.heightOfString(text, { width: box.width, lineGap: box.lineGap ?? 0 });
  };
  return Math.max(measure('latin'), measure('devanagari'));
}
