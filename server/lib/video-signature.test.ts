import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { sniffVideo, videoTypeOf } from './video-signature.ts';

const hex = (h: string) => Buffer.from(h.replace(/\s/g, ''), 'hex');

describe('video signatures', () => {
  it('knows MP4, QuickTime and WebM by their first bytes, and nothing else', () => {
    expect(videoTypeOf(hex('00000018 66747970 69736f6d 00000200'))).toBe('video/mp4');
    expect(videoTypeOf(hex('00000020 66747970 6d703432 00000000'))).toBe('video/mp4');
    expect(videoTypeOf(hex('00000014 66747970 71742020 00000000'))).toBe('video/quicktime');
    expect(videoTypeOf(hex('00000008 6d6f6f76 00000000 00000000'))).toBe('video/quicktime');
    expect(videoTypeOf(hex('1a45dfa3 9f428681 0142f781'))).toBe('video/webm');
    expect(videoTypeOf(Buffer.from('<!doctype html><html>'))).toBeUndefined();
    expect(videoTypeOf(hex('89504e47 0d0a1a0a 0000000d'))).toBeUndefined(); // a PNG
    expect(videoTypeOf(hex('4d5a9000 03000000 04000000'))).toBeUndefined(); // a Windows program
    expect(videoTypeOf(hex('00000018 6674'))).toBeUndefined(); // too short to tell
  });

  it('gives back the whole body, however it arrives in chunks', async () => {
    const whole = Buffer.concat([hex('00000018 66747970 69736f6d'), Buffer.alloc(5000, 7)]);
    const chunks = [
      whole.subarray(0, 3),
      whole.subarray(3, 9),
      whole.subarray(9, 4000),
      whole.subarray(4000),
    ];
    const { type, body } = await sniffVideo(Readable.from(chunks));
    expect(type).toBe('video/mp4');
    const read: Buffer[] = [];
    for await (const chunk of body) read.push(chunk as Buffer);
    expect(Buffer.concat(read).equals(whole)).toBe(true);
  });
});
