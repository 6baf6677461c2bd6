/** /video (platform.md §2 "Video library"): featured video, category filter buttons, grid. */
import { ALL_CATEGORIES, libraryVideos, videoCategories, videosInCategory } from '@lwl/schemas';
import { useState } from 'react';
import { useIsSignedIn } from '../../session/session-context.ts';
import { useVideos } from './use-videos.ts';
import { VideoPlayer } from './video-player.tsx';
import '../../components/ui/button.css';
import './videos.css';

export function Component() {
  const signedIn = useIsSignedIn();
  // Signing in or out changes the call: a fresh library.
  return <VideoLibraryView key={String(signedIn)} signedIn={signedIn} />;
}

function VideoLibraryView({ signedIn }: { signedIn: boolean }) {
  const [snapshot, send] = useVideos(signedIn);
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const videos = snapshot.context.data ? libraryVideos(snapshot.context.data) : [];
  const [featured, ...rest] = videosInCategory(videos, category);

  return (
    <div className="container page videos">
      <span className="eyebrow">Benefits</span>
      <h1>Video Library</h1>
      <p className="page-intro">
        {signedIn
          ? 'Talks and masterclasses from the LWL community.'
          : 'A selection of talks; members see the full library.'}
      </p>
      {snapshot.matches('failed') ? (
        <div className="videos-state" role="alert">
          <p>{snapshot.context.errorMessage}</p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => send({ type: 'retry' })}>
            Try again
          </button>
        </div>
      ) : snapshot.matches('empty') ? (
        <p className="videos-state">No videos found.</p>
      ) : (
        <>
          <fieldset className="videos-filter">
            <legend className="visually-hidden">Video categories</legend>
            {videoCategories(videos).map((name) => (
              <button
                key={name}
                type="button"
                className="videos-chip"
                aria-pressed={name === category}
                onClick={() => setCategory(name)}
              >
                {name}
              </button>
            ))}
          </fieldset>
          {featured ? (
            <section className="video-featured" aria-labelledby="video-featured-title">
              <VideoPlayer key={featured.id} video={featured} featured />
              <div className="video-featured-text">
                <span className="eyebrow">Featured · {featured.category.name}</span>
                <h2 id="video-featured-title">{featured.title}</h2>
                <p>{featured.description}</p>
              </div>
            </section>
          ) : null}
          {rest.length > 0 ? (
            <ul className="videos-grid" aria-label="Videos">
              {rest.map((video) => (
                <li key={video.id} className="video-card">
                  <VideoPlayer video={video} />
                  <div className="video-card-body">
                    <span className="video-card-category">{video.category.name}</span>
                    <h3 className="video-card-title">{video.title}</h3>
                    <p className="video-card-text">{video.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </div>
  );
}
