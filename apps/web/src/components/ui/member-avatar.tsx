/** A member's photo, or an empty placeholder of the same class when the member has none. */
export function MemberAvatar({
  image,
  size,
  className,
}: {
  image: string | null;
  size: number;
  className: string;
}) {
  return image ? (
    <img src={image} alt="" width={size} height={size} loading="lazy" className={className} />
  ) : (
    <span className={className} aria-hidden="true" />
  );
}
