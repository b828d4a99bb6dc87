/** What the rest of the server may ask of link previews: the head tags of a shared path's HTML. */
export { type PreviewConfig, pageHead, rememberedPageHeads } from './previews.ts';
