/** /video (platform.md §2 "Video library"): featured video, category filter buttons, grid. */
import {
  ALL_CATEGORIES,
  libraryVideos,
  loadFailedMessages,
  videoCategories,
  videosInCategory,
  videosMatching,
} from '@lwl/schemas';
import { useState } from 'react';
import { useIsSignedIn } from '../../session/session-context.ts';
import { useVideos } from './use-videos.ts';
import { VideoPlayer } from './video-player.tsx';
import '../../components/ui/button.css';
import '../../components/ui/form-field.css';
import './videos.css';
import { RetryAlert } from '../../components/ui/retry-alert.tsx';
import { SearchInput } from '../../components/ui/search-input.tsx';

export function Component() {
  const signedIn = useIsSignedIn();
  // Signing in or out changes the call: a fresh library.
  return <VideoLibraryView key={String(signedIn)} signedIn={signedIn} />;
}

function VideoLibraryView({ signedIn }: { signedIn: boolean }) {
  const [snapshot, send] = useVideos(signedIn);
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [search, setSearch] = useState('');
  const videos = snapshot.context.data ? libraryVideos(snapshot.context.data) : [];
  const shown = videosMatching(videosInCategory(videos, category), search);
  const [featured, ...rest] = shown;

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
        <RetryAlert
          what={loadFailedMessages.videos}
          detail={snapshot.context.errorMessage}
          onRetry={() => send({ type: 'retry' })}
        />
      ) : snapshot.matches('empty') ? (
        <p className="state-note">No videos found.</p>
      ) : (
        <>
          <div className="cluster videos-search">
            <SearchInput
              id="videos-search"
              label="Search video titles"
              className="input"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              aria-describedby="videos-count"
            />
            <p id="videos-count" className="fine-print" aria-live="polite">
              {shown.length === 1 ? '1 video' : `${shown.length} videos`}
            </p>
          </div>
          <fieldset className="cluster videos-filter">
            <legend className="visually-hidden">Video categories</legend>
            {videoCategories(videos).map((name) => (
              <button
                key={name}
                type="button"
                className="chip"
                aria-pressed={name === category}
                onClick={() => setCategory(name)}
              >
                {name}
              </button>
            ))}
          </fieldset>
          {shown.length === 0 ? <p className="state-note">No videos match your search.</p> : null}
          {featured ? (
            <section className="split video-featured" aria-labelledby="video-featured-title">
              <VideoPlayer key={featured.id} video={featured} featured />
              <div className="video-featured-text">
                <span className="eyebrow">Featured · {featured.category.name}</span>
                <h2 id="video-featured-title">{featured.title}</h2>
                <p>{featured.description}</p>
              </div>
            </section>
          ) : null}
          {rest.length > 0 ? (
            <ul className="grid-auto videos-grid" aria-label="Videos">
              {rest.map((video) => (
                <li key={video.id} className="card card-flush stack video-card">
                  <VideoPlayer video={video} />
                  <div className="video-card-body">
                    <span className="kicker">{video.category.name}</span>
                    <h3 className="video-card-title">{video.title}</h3>
                    <p className="fine-print">{video.description}</p>
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
