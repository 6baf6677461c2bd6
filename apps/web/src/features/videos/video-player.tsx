/**
 * A video as a poster with a play button; the player element mounts only when asked for (players are
 * never loaded up front).
 */
import { playerKind, type Video } from '@lwl/schemas';
import { useState } from 'react';

export function VideoPlayer({ video, featured = false }: { video: Video; featured?: boolean }) {
  const [playing, setPlaying] = useState(false);
  const kind = playerKind(video.url);
  if (playing) {
    return (
      <section className="video-frame video-player" aria-label={`${video.title} player`}>
        {kind === 'embed' ? (
          <iframe
            src={video.url}
            title={video.title}
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            allowFullScreen
          />
        ) : kind === 'file' ? (
          // biome-ignore lint/a11y/useMediaCaption: the library's videos come without caption tracks
          <video src={video.url} controls autoPlay title={video.title} />
        ) : (
          <img src={video.url} alt={video.title} width={800} height={450} />
        )}
      </section>
    );
  }
  return (
    <button
      type="button"
      className={`video-frame video-poster${featured ? ' is-featured' : ''}`}
      onClick={() => setPlaying(true)}
    >
      {kind === 'image' ? (
        <img src={video.url} alt="" width={800} height={450} loading={featured ? 'eager' : 'lazy'} />
      ) : null}
      <span className="video-play" aria-hidden="true" />
      <span className="visually-hidden">Play {video.title}</span>
    </button>
  );
}
