/**
 * The video gallery slider. Players load on demand: each slide is a poster button,
 * and only a click puts the player (an iframe) in its place.
 */
import type { Video } from '@lwl/schemas';
import { useRef, useState } from 'react';
import { useGalleryVideos } from '../use-gallery-videos.ts';

export default function VideoGallery() {
  const [snapshot] = useGalleryVideos();
  const videos = snapshot.matches('ready') ? (snapshot.context.data ?? []) : [];
  if (videos.length === 0) return null;
  return (
    <section className="vv-section vv-section-dark" aria-labelledby="vv-gallery-title">
      <div className="container">
        <span className="eyebrow">Gallery</span>
        <h2 id="vv-gallery-title">Watch the conversations</h2>
        <Slider videos={videos} />
      </div>
    </section>
  );
}

function Slider({ videos }: { videos: readonly Video[] }) {
  const track = useRef<HTMLUListElement>(null);
  const [playing, setPlaying] = useState<number | null>(null);
  const slide = (direction: 1 | -1) => {
    const element = track.current;
    if (element) element.scrollBy({ left: direction * element.clientWidth * 0.9, behavior: 'smooth' });
  };
  return (
    <div className="vv-slider">
      <ul ref={track} className="vv-slider-track" aria-label="Videos">
        {videos.map((video) => (
          <li key={video.id} className="vv-slide">
            {playing === video.id ? (
              <iframe
                className="vv-slide-player"
                src={video.url}
                title={video.title}
                allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              />
            ) : (
              <button
                type="button"
                className="vv-slide-poster"
                aria-label={`Play video: ${video.title}`}
                onClick={() => setPlaying(video.id)}
              >
                <span className="vv-slide-play" aria-hidden="true" />
                <span className="kicker vv-slide-category">{video.category.name}</span>
                <span className="vv-slide-title">{video.title}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      <div className="vv-slider-controls">
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => slide(-1)}>
          <span aria-hidden="true">←</span> Previous
        </button>
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => slide(1)}>
          Next <span aria-hidden="true">→</span>
        </button>
      </div>
    </div>
  );
}
