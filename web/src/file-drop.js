/* Reading a file on the device (a tournament report, a season's games): from a file input or
   a drop on its zone, with the File API. Nothing is sent anywhere. */
import { h, setText } from './dom.js';
import { exampleButton, offerExample } from './kit/form-head.js';

/** The text of a file's bytes: UTF-16 where a byte-order mark says so (either order), UTF-8
    (a byte-order mark dropped), or, when the bytes are not UTF-8, Windows-1252, which older
    pairing programs write. UTF-8's mark decides alone: a stray byte after it is read as U+FFFD
    rather than the whole file, mark included, as Windows-1252. */
export function decodeFileBytes(bytes) {
  const bom = bytes[0] * 256 + bytes[1];
  if (bom === 0xfffe || bom === 0xfeff)
    return new TextDecoder(bom === 0xfffe ? 'utf-16le' : 'utf-16be').decode(bytes);
  if (bom === 0xefbb && bytes[2] === 0xbf) return new TextDecoder('utf-8').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

// Characters that text does not have: controls other than tab, line ends and form feed, and
// U+FFFD, what a byte no encoding reads decodes to.
const TEXT_CONTROLS = [0x09, 0x0a, 0x0c, 0x0d];
const unreadable = (c) =>
  (c < 0x20 && !TEXT_CONTROLS.includes(c)) || (c >= 0x7f && c <= 0x9f) || c === 0xfffd;
// The share of such characters over which decoded bytes are not text: a picture or an archive
// read as Windows-1252 has about one in seven, a text file none or a stray few.
const MOST_UNREADABLE = 1 / 20;

/** Whether decoded bytes (decodeFileBytes) are text: no NUL, which text never has, and few
    characters that read as nothing. */
export function isText(text) {
  if (text.includes('\u0000')) return false;
  let count = 0;
  for (let i = 0; i < text.length; i++) if (unreadable(text.charCodeAt(i))) count++;
  return count <= text.length * MOST_UNREADABLE;
}

/** Reads `file` for use(text) (which may be async), or says in `form`'s drop zone that it is
    empty, not text or could not be read, and uses nothing. */
export async function openFileText(form, t, file, use) {
  let text = null;
  try {
    text = decodeFileBytes(new Uint8Array(await file.arrayBuffer()));
  } catch {
    // said below
  }
  const usable = text !== null && isText(text);
  if (usable && text.trim()) return use(text);
  const key = text === null ? 'file.unreadable' : usable ? 'file.empty' : 'file.notText';
  form.querySelector('.elo-file-name').textContent = t(key, { name: file.name });
}

/** Makes `zone` accept a dropped file: onFile(file) for the first one. */
export function acceptDrops(zone, onFile) {
  const over = (e) => {
    if (!e.dataTransfer || ![...e.dataTransfer.types].includes('Files')) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'copy';
    zone.classList.add('elo-drop-over');
  };
  zone.addEventListener('dragenter', over);
  zone.addEventListener('dragover', over);
  zone.addEventListener('dragleave', () => zone.classList.remove('elo-drop-over'));
  zone.addEventListener('drop', (e) => {
    zone.classList.remove('elo-drop-over');
    const file = e.dataTransfer && e.dataTransfer.files && e.dataTransfer.files[0];
    if (!file) return;
    e.preventDefault();
    onFile(file);
  });
}

/** A file input shown as a button, in a zone that also takes a dropped file: `name` is the
    input's name, `accept` its file types, `openKey` and `dropKey` the locale keys of the button
    and of the hint. onFile(file) either way. */
export function fileDropZone({ t, id }, { name, accept, openKey, dropKey }, onFile) {
  const input = h('input', {
    type: 'file',
    id: id(name),
    name,
    accept,
    class: 'elo-file-input',
    on: {
      change: (e) => {
        const file = e.target.files[0];
        // Emptied once taken, so that the same file chosen again is a change and opens again.
        e.target.value = '';
        if (file) onFile(file);
      }
    }
  });
  const zone = h('div', { class: 'elo-drop', 'data-drop': '' }, [
    h('label', { for: id(name), class: 'elo-button elo-file-button', text: t(openKey) }),
    input,
    h('span', { class: 'elo-drop-hint', text: t(dropKey) }),
    h('span', { class: 'elo-file-name', 'aria-live': 'polite' })
  ]);
  acceptDrops(zone, onFile);
  return zone;
}

/** "Try an example" for a mode that opens files: onFile(file) with `example` ({ name, text }),
    a file for a first look; shown while `offered` (the mode is empty). The form puts it beside
    its heading (kit/form-head.js). */
export function fileExample(t, example, onFile, offered) {
  return exampleButton(
    t('file.example'),
    () => onFile(new File([example.text], example.name)),
    offered
  );
}

/** Says in `form`'s drop zone which file is open (or nothing), and offers the example beside
    the form's heading only while the mode is `empty`. */
export function showFileName(form, t, name, empty) {
  const text = name ? t('file.opened', { name }) : '';
  setText(form.querySelector('.elo-file-name'), text);
  offerExample(form.querySelector('.elo-example'), empty);
}
