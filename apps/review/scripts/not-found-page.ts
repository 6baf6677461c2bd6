/**
 * The folder's 404.html, which hosts such as GitHub Pages serve for any address without a file (a
 * link to /some/prefix/ticket?… opened before the worker is installed): it finds the folder by its
 * worker script, walking up the address, and opens the app there with the page to show in `?to=`.
 */
export const notFoundPage = (): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>LWL review</title></head>
<body><p role="status">Opening the page…</p>
<script>
(async () => {
  const parts = location.pathname.split('/');
  for (let end = parts.length - 1; end >= 1; end -= 1) {
    const base = parts.slice(0, end).join('/') + '/';
    const found = await fetch(base + 'mock-worker.js', { method: 'HEAD' }).then((r) => r.ok, () => false);
    if (found) {
      const to = location.pathname.slice(base.length) + location.search + location.hash;
      location.replace(base + '?to=' + encodeURIComponent(to));
      return;
    }
  }
  document.querySelector('p').textContent = 'This page does not exist.';
})();
</script></body></html>
`;
