import { Readable } from 'node:stream';

/** The video containers the shop keeps, by their file signature (never by the type a client declares). */
export type VideoType = 'video/mp4' | 'video/quicktime' | 'video/webm';

/** Top-level QuickTime atoms a .mov may open with instead of `ftyp` (older cameras and phones). */
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);
const HEAD_BYTES = 12;

/**
 * What the first bytes say the file is: an ISO media file (`ftyp` at byte 4; brand `qt  ` is QuickTime,
 * any other MP4), a QuickTime movie opening with another top-level atom, or a WebM/Matroska file
 * (the EBML magic 1A 45 DF A3). Anything else is undefined.
 */
export function videoTypeOf(head: Buffer): VideoType | undefined {
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return 'video/webm';
  if (head.length < HEAD_BYTES) return undefined;
  const atom = head.toString('latin1', 4, 8);
  if (atom === 'ftyp') return head.toString('latin1', 8, 12) === 'qt  ' ? 'video/quicktime' : 'video/mp4';
  if (QUICKTIME_ATOMS.has(atom)) return 'video/quicktime';
  return undefined;
}

/**
 * Read the first bytes of a stream to learn its video type, and give back a stream of the whole body
 * (those bytes first). The type is undefined when the stream is not one of the kept containers; the
 * caller then drains `body` itself.
 */
export async function sniffVideo(body: Readable): Promise<{ type: VideoType | undefined; body: Readable }> {
  const iterator = body[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < HEAD_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    head.push(next.value);
    length += next.value.length;
  }
  const first = Buffer.concat(head);
  const rest = async function* () {
    yield first;
    if (done) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  };
  return { type: videoTypeOf(first), body: Readable.from(rest(), { objectMode: false }) };
}
