/* Reading a tournament file on the device: from the file input or a drop, with the File API.
   Nothing is sent anywhere. */

/** The text of a file's bytes: UTF-8 (a byte-order mark dropped), or, when the bytes are not
    UTF-8, Windows-1252, which older pairing programs write. */
export function decodeFileBytes(bytes) {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The text of a File. */
export async function readFileText(file) {
  return decodeFileBytes(new Uint8Array(await file.arrayBuffer()));
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
