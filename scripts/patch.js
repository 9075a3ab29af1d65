/* A patch of text the build does not write itself (Emscripten's glue, the page's template):
   when its pattern is not found, the text has changed under it (another Emscripten, other
   link flags, a template edited), and the build stops and says which patch, rather than ship
   a page that silently kept what the patch was meant to take out. */
'use strict';

/** `text` with the first match of `pattern` (or every match, for a /g pattern) replaced by
    `by`, as String.prototype.replace does; throws, naming the patch `what`, when none. */
function patch(text, pattern, by, what) {
  const found =
    typeof pattern === 'string'
      ? text.includes(pattern)
      : new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, '')).test(text);
  if (!found) {
    const shown = String(pattern);
    throw new Error(
      `patch "${what}" found nothing to replace: its pattern ${shown.length > 120 ? shown.slice(0, 120) + '…' : shown} no longer matches`
    );
  }
  return text.replace(pattern, by);
}

module.exports = { patch };
