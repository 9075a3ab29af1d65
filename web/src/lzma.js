/* A raw LZMA1 decoder (the stream `xz --format=raw --lzma1=...` writes: no header, so the
   properties and the unpacked size come from the caller). The page's and the element's wasm
   module and strings travel packed this way (scripts/lzma-pack.js): about 10 % smaller than
   gzip at its best, for this decoder's 1 KB. It runs on the main thread before the core can
   compile. Written as the format reads, one small closure per coder: a state machine in one
   loop, and state in typed arrays, measured no faster in Node (10-15 ms for the module once
   warm, 35-55 ms the first time) and were 0.2 KB larger. The range coder's two
   numbers live in a Uint32Array, so that no step boxes a number past 2^30. Every distance and
   length is checked, and the stream must end with its end marker exactly at `size`: a damaged
   stream throws rather than writing garbage or running on. */

// Offsets of each group of probabilities in the one array that holds them all. A bit tree of
// n bits at `base` uses base + 1 to base + 2^n - 1.
const IS_REP = 192; // [state]; IS_MATCH is at 0, [state << 4 | posState]
const IS_REP_G0 = 204; // [state], as the next two
const IS_REP_G1 = 216;
const IS_REP_G2 = 228;
const IS_REP0_LONG = 240; // [state << 4 | posState]
const POS_SLOT = 432; // four 6-bit trees, by the match's length (2, 3, 4, 5 and more)
const SPEC_POS = 688; // the reverse trees of distances 4 to 127
const ALIGN = 803; // the low 4 bits of longer distances
const MATCH_LEN = 819; // choice, choice 2, low [16][8], mid [16][8], high [256]
const REP_LEN = 1333;
const LITERAL = 1847; // 0x300 per literal context
const TOP = 1 << 24;

const fail = (what) => {
  throw new Error('lzma: ' + what);
};

/** The range coder over `input`, with its bit coders over `probs`. */
function rangeCoder(input, probs) {
  // [range, code]; the stream's first byte is always 0.
  const rc = new Uint32Array([-1, 0]);
  let at = 1;
  const next = () => {
    rc[0] <<= 8;
    rc[1] = (rc[1] << 8) | input[at++];
  };
  for (let k = 0; k < 4; k++) next();
  rc[0] = -1;

  const bit = (i) => {
    const p = probs[i];
    const bound = (rc[0] >>> 11) * p;
    let b = 0;
    if (rc[1] < bound) {
      rc[0] = bound;
      probs[i] = p + ((2048 - p) >> 5);
    } else {
      rc[0] -= bound;
      rc[1] -= bound;
      probs[i] = p - (p >> 5);
      b = 1;
    }
    if (rc[0] < TOP) next();
    return b;
  };
  const tree = (base, bits) => {
    let m = 1;
    while (m < 1 << bits) m = (m << 1) | bit(base + m);
    return m - (1 << bits);
  };
  return {
    bit,
    tree,
    reverse(base, bits) {
      let m = 1;
      let v = 0;
      for (let k = 0; k < bits; k++) {
        const b = bit(base + m);
        m = (m << 1) | b;
        v |= b << k;
      }
      return v;
    },
    direct(bits) {
      let v = 0;
      while (bits--) {
        rc[0] >>>= 1;
        const b = rc[1] >= rc[0] ? 1 : 0;
        rc[1] -= rc[0] & -b;
        v = (v << 1) | b;
        if (rc[0] < TOP) next();
      }
      return v;
    },
    length: (base, posState) =>
      2 +
      (!bit(base)
        ? tree(base + 1 + (posState << 3), 3)
        : !bit(base + 1)
          ? 8 + tree(base + 129 + (posState << 3), 3)
          : 16 + tree(base + 257, 8)),
    // Whether the stream held every byte read.
    whole: () => at <= input.length
  };
}

/** The bytes of `input`, a raw LZMA1 stream of `size` bytes with properties byte `props`
    ((pb * 5 + lp) * 9 + lc). Throws an Error whose message starts "lzma:" on a damaged one. */
export function unlzma(input, size, props) {
  const lc = props % 9;
  const lp = ((props / 9) | 0) % 5;
  const pbMask = (1 << ((props / 45) | 0)) - 1;
  const lpMask = (1 << lp) - 1;
  const out = new Uint8Array(size);
  const probs = new Uint16Array(LITERAL + (0x300 << (lc + lp))).fill(1024);
  const { bit, tree, reverse, direct, length, whole } = rangeCoder(input, probs);
  let state = 0;
  let rep0 = 0;
  let rep1 = 0;
  let rep2 = 0;
  let rep3 = 0;
  let pos = 0;
  for (;;) {
    const posState = pos & pbMask;
    if (!bit((state << 4) | posState)) {
      if (pos >= size) fail('longer than its size');
      const base =
        LITERAL + 0x300 * (((pos & lpMask) << lc) + ((pos ? out[pos - 1] : 0) >> (8 - lc)));
      let m = 1;
      if (state > 6) {
        // After a match the literal is coded against the byte at rep0, until a bit differs.
        let match = out[pos - rep0 - 1];
        while (m < 0x100) {
          const mb = (match >> 7) & 1;
          match <<= 1;
          const b = bit(base + ((1 + mb) << 8) + m);
          m = (m << 1) | b;
          if (b !== mb) break;
        }
      }
      while (m < 0x100) m = (m << 1) | bit(base + m);
      out[pos++] = m;
      state = state < 4 ? 0 : state < 10 ? state - 3 : state - 6;
      continue;
    }
    let len;
    if (bit(IS_REP + state)) {
      if (!bit(IS_REP_G0 + state)) {
        // rep0 again: one byte (a short rep) or a length.
        if (!bit(IS_REP0_LONG + ((state << 4) | posState))) len = 1;
      } else {
        let d = rep1;
        if (bit(IS_REP_G1 + state)) {
          d = rep2;
          if (bit(IS_REP_G2 + state)) {
            d = rep3;
            rep3 = rep2;
          }
          rep2 = rep1;
        }
        rep1 = rep0;
        rep0 = d;
      }
      if (len) state = state < 7 ? 9 : 11;
      else {
        len = length(REP_LEN, posState);
        state = state < 7 ? 8 : 11;
      }
    } else {
      rep3 = rep2;
      rep2 = rep1;
      rep1 = rep0;
      len = length(MATCH_LEN, posState);
      state = state < 7 ? 7 : 10;
      const slot = tree(POS_SLOT + ((len < 6 ? len - 2 : 3) << 6), 6);
      rep0 = slot;
      if (slot > 3) {
        const bits = (slot >> 1) - 1;
        // Past 2^31, so in arithmetic rather than in shifts.
        rep0 = (2 + (slot & 1)) * 2 ** bits;
        if (slot < 14) rep0 += reverse(SPEC_POS + rep0 - slot, bits);
        else rep0 += direct(bits - 4) * 16 + reverse(ALIGN, 4);
        if (rep0 === 0xffffffff) {
          if (pos !== size || !whole()) fail('shorter than its size');
          return out;
        }
      }
    }
    if (rep0 >= pos || pos + len > size) fail('a match outside the data');
    for (; len > 0; len--, pos++) out[pos] = out[pos - rep0 - 1];
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
