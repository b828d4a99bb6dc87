import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import type { CardImage, ImageVariant, ProductImage as ProductImageData } from '#contracts/catalog';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n';
import { CATALOG } from '../i18n';

/** The primary image of a product, else its first. */
export function primaryImage(images: readonly ProductImageData[]): ProductImageData | undefined {
  return images.find((i) => i.isPrimary) ?? images[0];
}

/** "url 480w, url 960w" for one format. */
function srcSetOf(variants: ImageVariant[], format: ImageVariant['format']) {
  return variants
    .filter((v) => v.format === format)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');
}

interface PictureProps {
  alt: string;
  eager?: boolean;
  sizes?: string;
  className?: string;
  imgClassName?: string;
  /**
   * A picture to show instead when the image fails to load (the boards' own choice); when that one
   * fails too, the placeholder shows.
   */
  fallbackSrc?: string;
}

/**
 * A 3:4 picture with a fixed aspect ratio (no layout shift). A missing image shows the placeholder
 * reading "Image Not Found"; a failing one shows the fallback picture when one is given, else (or when
 * that fails as well) the placeholder. Each address is tried once, so a failing fallback cannot loop.
 */
function Picture({
  src,
  width,
  height,
  alt,
  eager = false,
  sizes,
  className,
  imgClassName,
  variants,
  fallbackSrc,
}: PictureProps & { src: string | undefined; width?: number; height?: number; variants?: ImageVariant[] }) {
  const { t } = useTranslation(CATALOG);
  const [failed, setFailed] = useState<readonly string[]>([]);
  // No picture at all stays the placeholder: the fallback only stands in for one that fails to load.
  const shown = src
    ? [src, fallbackSrc].find((url): url is string => !!url && !failed.includes(url))
    : undefined;
  const broken = !shown;
  const onError = () => {
    if (shown) setFailed((list) => (list.includes(shown) ? list : [...list, shown]));
  };
  return (
    <div className={cn('relative aspect-[3/4] overflow-hidden bg-surface-2', className)}>
      {broken ? (
        <div
          role="img"
          aria-label={alt ? t('image.notFoundNamed', { alt }) : t('image.notFound')}
          className="absolute inset-0 grid place-content-center justify-items-center gap-2 bg-[radial-gradient(70%_60%_at_50%_40%,color-mix(in_oklab,var(--gold)_10%,transparent),transparent)] text-muted"
        >
          <ImageOff className="size-6 opacity-60" aria-hidden="true" />
          <span className="text-[0.6rem] font-medium uppercase tracking-[0.2em]">{t('image.notFound')}</span>
        </div>
      ) : shown === src && variants?.length ? (
        // An uploaded photo: AVIF, then WebP, at the widths the server made; the browser picks one.
        <picture>
          {(['avif', 'webp'] as const).map((format) => (
            <source
              key={format}
              type={`image/${format}`}
              srcSet={srcSetOf(variants, format)}
              sizes={sizes ?? '(min-width: 1024px) 25vw, 50vw'}
            />
          ))}
          <img
            src={src}
            alt={alt}
            width={width || 900}
            height={height || 1200}
            sizes={sizes}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            decoding="async"
            onError={onError}
            className={cn('absolute inset-0 size-full object-cover', imgClassName)}
          />
        </picture>
      ) : (
        <img
          key={shown}
          src={shown}
          alt={alt}
          width={width || 900}
          height={height || 1200}
          sizes={sizes}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          onError={onError}
          className={cn('absolute inset-0 size-full object-cover', imgClassName)}
        />
      )}
    </div>
  );
}

/** A picture of the full product (GET /api/products/{slug}): the product page's gallery. */
export function ProductImage({
  image,
  ...props
}: PictureProps & {
  image:
    | (Pick<ProductImageData, 'imageUrl'> & Partial<Pick<ProductImageData, 'width' | 'height' | 'variants'>>)
    | undefined
    | null;
}) {
  return (
    <Picture
      src={image?.imageUrl}
      width={image?.width}
      height={image?.height}
      variants={image?.variants}
      {...props}
    />
  );
}

/**
 * A card's picture (the list shape: `{ url, width, height }`, no alt of its own: see cardImageAlt):
 * the grid and list cards, board tiles, loops slides and related pieces.
 */
export function CardProductImage({
  image,
  ...props
}: PictureProps & { image: CardImage | undefined | null }) {
  return (
    <Picture
      src={image?.url}
      width={image?.width}
      height={image?.height}
      variants={image?.variants}
      {...props}
    />
  );
}
