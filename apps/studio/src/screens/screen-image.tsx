/** A recorded screen that enlarges on click (or its Enlarge button) in a dialog; Escape or Close shuts it. */
import { useRef } from 'react';

export function ScreenImage({
  src,
  alt,
  title,
  lazy,
}: {
  src: string;
  alt: string;
  title: string;
  lazy?: boolean;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const open = () => dialog.current?.showModal();
  return (
    <div className="screen-frame">
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the Enlarge button beside it is the keyboard's way */}
      <img
        src={src}
        alt={alt}
        className="screen screen-enlargeable"
        loading={lazy ? 'lazy' : undefined}
        onClick={open}
      />
      <button type="button" className="enlarge" onClick={open}>
        Enlarge
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes it; Escape does for the keyboard */}
      <dialog
        ref={dialog}
        className="screen-dialog"
        aria-label={title}
        onClick={(e) => {
          if (e.target === dialog.current) dialog.current.close();
        }}
      >
        <img src={src} alt={`Enlarged: ${alt}`} />
        <p>{title}</p>
        <form method="dialog">
          <button type="submit">Close</button>
        </form>
      </dialog>
    </div>
  );
}
