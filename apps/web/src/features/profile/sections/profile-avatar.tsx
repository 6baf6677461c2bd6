export function ProfileAvatar({ image, name }: { image: string | null; name: string }) {
  return image ? (
    <img src={image} alt="" width={72} height={72} className="profile-avatar" />
  ) : (
    <span className="profile-avatar profile-avatar-empty" aria-hidden="true">
      {name.slice(0, 1)}
    </span>
  );
}
