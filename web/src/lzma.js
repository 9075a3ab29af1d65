/* A raw LZMA1 decoder (the stream `xz --format=raw --lzma1=...` writes: no header, so the
   properties and the unpacked size come from the caller). The page's and the element's wasm
   module and strings travel packed this way (scripts/lzma-pack.js): about 10 % smaller than
   gzip at its best, for this decoder's 1 KB. It runs on the main thread before the core can
   compile, so it is one function over typed arrays, and every length and distance is checked:
   a damaged stream throws rather than writing garbage or running on. The stream must end with
   its end marker exactly at `size`, which catches most damage for the price of one symbol. */

// Offsets of each group of probabilities in the one array that holds them all.
const IS_MATCH = 0; // [state << 4 | posState]
const IS_REP = 192; // [state], and the next three groups likewise
const IS_REP_G0 = 204;
const IS_REP_G1 = 216;
const IS_REP_G2 = 228;
const IS_REP0_LONG = 240; // [state << 4 | posState]
const POS_SLOT = 432; // four 6-bit trees, by the match's length (2, 3, 4, 5 and more)
const SPEC_POS = 688; // the reverse trees of distances 4 to 127
const ALIGN = 803; // the low 4 bits of longer distances
const MATCH_LEN = 819; // choice, choice 2, low [16][8], mid [16][8], high [256]
const REP_LEN = 1333;
const LITERAL = 1847; // 0x300 a literal context
const END_MARKER = 0xffffffff;

// What the tree being decoded decides (the step of unlzma's loop); from STEP_IS_REP on,
// decide() takes it.
const STEP_IS_MATCH = 0;
const STEP_LITERAL = 1;
const STEP_DIRECT = 2;
const STEP_IS_REP = 3;
const STEP_REP_G0 = 4;
const STEP_REP0_LONG = 5;
const STEP_REP_G1 = 6;
const STEP_REP_G2 = 7;
const STEP_LEN_CHOICE = 8;
const STEP_LEN_CHOICE2 = 9;
const STEP_LEN = 10;
const STEP_SLOT = 11;
const STEP_REVERSE = 12;
// The slots of the state unlzma and decide() share.
const STATE = 0;
const REP0 = 1; // REP1 to REP3 follow
const LEN = 5;
const LEN_BASE = 6;
const BASE = 7; // the next tree: probabilities BASE + 1 to BASE + LIMIT - 1
const LIMIT = 8;
const STEP = 9;

const after = (state, literal, other) => (state < 7 ? literal : other);

/** A match's or a repeat's decision `v` (the tree's bits under a leading 1: `m`): the next
    tree in `s`, and 0; or the length to copy from s[REP0] back; or -1 at the end marker. */
function decide(s, v, m, posState) {
  const step = s[STEP];
  const state = s[STATE];
  if (step === STEP_IS_REP) {
    if (v) return tree(s, STEP_REP_G0, IS_REP_G0 + state - 1, 2);
    s.copyWithin(REP0 + 1, REP0, REP0 + 3);
    s[STATE] = after(state, 7, 10);
    return toLength(s, MATCH_LEN);
  }
  if (step === STEP_REP_G0) {
    if (v) return tree(s, STEP_REP_G1, IS_REP_G1 + state - 1, 2);
    return tree(s, STEP_REP0_LONG, IS_REP0_LONG + ((state << 4) | posState) - 1, 2);
  }
  if (step === STEP_REP0_LONG) {
    s[STATE] = after(state, v ? 8 : 9, 11);
    // 0: one byte from rep0, with no length to decode.
    return v ? toLength(s, REP_LEN) : 1;
  }
  if (step === STEP_REP_G1 && v) return tree(s, STEP_REP_G2, IS_REP_G2 + state - 1, 2);
  if (step <= STEP_REP_G2) {
    // Repeat distance 1, 2 or 3 becomes rep0; those before it move up one.
    const k = step === STEP_REP_G1 ? 1 : 2 + v;
    const d = s[REP0 + k];
    s.copyWithin(REP0 + 1, REP0, REP0 + k);
    s[REP0] = d;
    s[STATE] = after(state, 8, 11);
    return toLength(s, REP_LEN);
  }
  if (step === STEP_LEN_CHOICE) {
    // The length's choice bits at LEN_BASE and LEN_BASE + 1, then one of three trees.
    s[LEN] = 2;
    if (v) return tree(s, STEP_LEN_CHOICE2, s[LEN_BASE], 2);
    return tree(s, STEP_LEN, s[LEN_BASE] + 2 + posState * 8, 8);
  }
  if (step === STEP_LEN_CHOICE2) {
    s[LEN] = v ? 18 : 10;
    return tree(s, STEP_LEN, s[LEN_BASE] + (v ? 258 : 130 + posState * 8), v ? 0x100 : 8);
  }
  if (step === STEP_LEN) {
    const n = (s[LEN] += v);
    if (s[LEN_BASE] === REP_LEN) return n;
    return tree(s, STEP_SLOT, POS_SLOT + (n < 5 ? n - 2 : 3) * 64, 64);
  }
  if (step === STEP_SLOT) {
    if (v < 4) {
      s[REP0] = v;
      return s[LEN];
    }
    const direct = (v >> 1) - 1;
    s[REP0] = (2 | (v & 1)) << direct;
    // Past slot 13 the middle bits have fixed probabilities (unlzma's STEP_DIRECT), the
    // lowest 4 a tree of their own.
    if (v > 13) return tree(s, STEP_DIRECT, 0, direct - 4);
    return tree(s, STEP_REVERSE, SPEC_POS + s[REP0] - v, 1 << direct);
  }
  // A reverse tree: its first bit is the value's lowest.
  let r = 0;
  for (let k = m; k > 1; k >>= 1) r = (r << 1) | (k & 1);
  s[REP0] += r;
  return s[REP0] === END_MARKER ? -1 : s[LEN];
}

function tree(s, step, base, limit) {
  s[STEP] = step;
  s[BASE] = base;
  s[LIMIT] = limit;
  return 0;
}

function toLength(s, coder) {
  s[LEN_BASE] = coder;
  return tree(s, STEP_LEN_CHOICE, coder - 1, 2);
}

/** The `size` bytes that `input` (a Uint8Array) packs, with the properties byte
    `props` = (pb * 5 + lp) * 9 + lc. Throws on a damaged or truncated stream.
    Every decision is a tree of bits (one bit: a tree of depth 1), decoded by the one loop
    at the top of the main loop, with the range coder in locals the engine keeps in
    registers; literals, most of the bits, are decided there too, the rest by decide(). */
export function unlzma(input, size, props) {
  const lc = props % 9;
  const lpMask = (1 << (((props / 9) | 0) % 5)) - 1;
  const pbMask = (1 << ((props / 45) | 0)) - 1;
  const out = new Uint8Array(size);
  const probs = new Uint16Array(LITERAL + (0x300 << lc) * (lpMask + 1)).fill(1024);
  const s = new Uint32Array(STEP + 1);
  // The range coder's state, unsigned 32-bit values held as numbers; the first byte is 0.
  let range = END_MARKER;
  let code = ((input[1] << 24) | (input[2] << 16) | (input[3] << 8) | input[4]) >>> 0;
  let at = 5;
  if (input[0] || code >= range) throw new Error('lzma: not a stream');
  let pos = 0;
  let base = IS_MATCH - 1;
  let limit = 2;
  let step = STEP_IS_MATCH;
  // While nonzero, a literal after a match follows the byte at rep0: 0x100 | that byte, shifted.
  let match = 0;
  for (;;) {
    if (step === STEP_DIRECT) {
      let high = 0;
      for (; limit > 0; limit--) {
        range >>>= 1;
        const b = code >= range ? 1 : 0;
        code -= range * b;
        high = high * 2 + b;
        if (range < 0x1000000) {
          range = (range << 8) >>> 0;
          code = ((code << 8) | input[at++]) >>> 0;
        }
      }
      s[REP0] += high * 16;
      base = ALIGN;
      limit = 16;
      step = s[STEP] = STEP_REVERSE;
    }
    let m = 1;
    do {
      let i = base + m;
      const follow = (match >> 7) & 1;
      if (match) {
        i += 0x100 + (follow << 8);
        match <<= 1;
      }
      const p = probs[i];
      const bound = (range >>> 11) * p;
      if (code < bound) {
        range = bound;
        probs[i] = p + ((2048 - p) >> 5);
        m <<= 1;
      } else {
        range -= bound;
        code -= bound;
        probs[i] = p - (p >> 5);
        m = (m << 1) | 1;
      }
      if ((m & 1) !== follow) match = 0;
      if (range < 0x1000000) {
        range = (range << 8) >>> 0;
        code = ((code << 8) | input[at++]) >>> 0;
      }
    } while (m < limit);
    match = 0;
    const v = m - limit;
    const state = s[STATE];
    if (step === STEP_IS_MATCH) {
      if (v) {
        base = IS_REP + state - 1;
        step = s[STEP] = STEP_IS_REP;
        continue;
      }
      if (pos >= size) throw new Error('lzma: longer than its size');
      base = LITERAL + 0x300 * (((pos & lpMask) << lc) + ((pos ? out[pos - 1] : 0) >> (8 - lc)));
      limit = 0x100;
      if (state > 6) match = 0x100 | out[pos - s[REP0] - 1];
      step = STEP_LITERAL;
      continue;
    }
    if (step === STEP_LITERAL) {
      out[pos++] = v;
      s[STATE] = state < 4 ? 0 : state < 10 ? state - 3 : state - 6;
    } else {
      const n = decide(s, v, m, pos & pbMask);
      if (n < 0) {
        if (pos !== size || at > input.length) throw new Error('lzma: shorter than its size');
        return out;
      }
      if (!n) {
        base = s[BASE];
        limit = s[LIMIT];
        step = s[STEP];
        continue;
      }
      const from = pos - s[REP0] - 1;
      if (from < 0 || pos + n > size) throw new Error('lzma: a match outside the data');
      for (let k = 0; k < n; k++) out[pos++] = out[from + k];
    }
    base = IS_MATCH - 1 + ((s[STATE] << 4) | (pos & pbMask));
    limit = 2;
    step = STEP_IS_MATCH;
  }
}

/** unlzma of base64 text, the form the page and the element carry the packed bytes in. */
export function unpack(base64, size, props) {
  // Uint8Array.fromBase64 (Chromium 140+) takes 0.2 ms where atob and a loop take 2-10.
  let bytes = Uint8Array.fromBase64 && Uint8Array.fromBase64(base64);
  if (!bytes) {
    const text = atob(base64);
    bytes = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  }
  return unlzma(bytes, size, props);
}
