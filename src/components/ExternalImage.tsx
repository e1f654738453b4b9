/**
 * An image from an address an admin typed: fixed box, contained, and no Referer sent to the image's host.
 * The caller has already checked the address with loadableImageUrl and decides what shows when it fails.
 */
export function ExternalImage({
  src,
  alt,
  size: { width, height },
  lazy = false,
  onLoad,
  onError,
}: {
  src: string;
  alt: string;
  /** The picture's box in CSS pixels. */
  size: { width: number; height: number };
  lazy?: boolean;
  onLoad?: () => void;
  onError: () => void;
}) {
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      referrerPolicy="no-referrer"
      onLoad={onLoad}
      onError={onError}
      style={{ width, height, objectFit: 'contain', display: 'block' }}
    />
  );
}
