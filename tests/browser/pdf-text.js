'use strict';
/* The text of a PDF that Chromium prints (Skia's PDF writer), for tests that check what is on
   paper: each font's ToUnicode map read, and the hex glyph strings of the pages' content
   streams (Tj and TJ under the font Tf chose) turned back into text, one line per text object.
   Enough for Chromium's own output; not a general PDF reader. */
const zlib = require('node:zlib');

// Every object's dictionary and, where it has one, its stream inflated.
function objectsOf(pdf) {
  const text = pdf.toString('latin1');
  const objects = new Map();
  const re = /(\d+) 0 obj\s*([\s\S]*?)endobj/g;
  for (let m; (m = re.exec(text));) {
    const body = m[2];
    const at = body.indexOf('stream');
    const dict = at < 0 ? body : body.slice(0, at);
    let stream = null;
    if (at >= 0) {
      const start = m.index + m[0].indexOf(body) + at + 'stream'.length;
      const from = text[start] === '\r' ? start + 2 : start + 1;
      const length = Number((/\/Length (\d+)/.exec(dict) || [])[1]);
      const raw = pdf.subarray(from, from + length);
      stream = /FlateDecode/.test(dict)
        ? zlib.inflateSync(raw).toString('latin1')
        : raw.toString('latin1');
    }
    objects.set(m[1], { dict, stream });
  }
  return objects;
}

// A ToUnicode CMap: glyph code (hex) → text.
function cmapOf(stream) {
  const map = new Map();
  const utf16 = (hex) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const block of stream.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, uni] of block[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      map.set(code.toUpperCase(), utf16(uni));
  for (const block of stream.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, lo, hi, uni] of block[1].matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g
    )) {
      const width = lo.length;
      for (let c = parseInt(lo, 16), u = parseInt(uni, 16); c <= parseInt(hi, 16); c++, u++)
        map.set(c.toString(16).toUpperCase().padStart(width, '0'), String.fromCodePoint(u));
    }
  return map;
}

/** The text of `pdf` (a Buffer), its pages in order, a line per text object. */
function pdfText(pdf) {
  const objects = objectsOf(pdf);
  const fonts = new Map(); // font object number → its cmap and its code width
  for (const [n, o] of objects) {
    const to = /\/ToUnicode (\d+) 0 R/.exec(o.dict);
    if (to && objects.get(to[1])) {
      const map = cmapOf(objects.get(to[1]).stream || '');
      const width = map.size ? [...map.keys()][0].length : 4;
      fonts.set(n, { map, width });
    }
  }
  const lines = [];
  for (const [, o] of objects) {
    if (!/\/Type \/Page\b/.test(o.dict)) continue;
    const resources = /\/Font\s*<<([^>]*)>>/.exec(o.dict);
    const named = new Map(
      [...((resources && resources[1]) || '').matchAll(/\/(\S+) (\d+) 0 R/g)].map((m) => [
        m[1],
        m[2]
      ])
    );
    for (const c of o.dict.matchAll(/\/Contents (\d+) 0 R/g)) {
      const content = (objects.get(c[1]) || {}).stream || '';
      let font = null;
      for (const obj of content.split(/\bET\b/)) {
        let line = '';
        for (const m of obj.matchAll(/\/(\S+) [\d.]+ Tf|<([0-9A-Fa-f]*)>|\](\s*)TJ/g)) {
          if (m[1]) font = fonts.get(named.get(m[1])) || null;
          else if (m[2] !== undefined && font)
            for (let i = 0; i < m[2].length; i += font.width)
              line += font.map.get(m[2].slice(i, i + font.width).toUpperCase()) || '';
        }
        if (line.trim()) lines.push(line);
      }
    }
  }
  return lines.join('\n');
}

module.exports = { pdfText };
