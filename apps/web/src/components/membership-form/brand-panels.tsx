/**
 * The purchase and sign-up forms' ad images: brand panels drawn in CSS, so nothing
 * heavy loads beside the form.
 */
const PANELS = [
  {
    eyebrow: 'Leading Ladies Network',
    title: 'Connect. Grow. Lead.',
    text: 'Curated events, mentors and partner privileges for women leaders.',
  },
  {
    eyebrow: 'Members only',
    title: 'A community that opens doors',
    text: 'Meet founders, CXOs and changemakers in your city and beyond.',
  },
] as const;

export function BrandPanels() {
  return (
    <aside className="brand-panels" aria-label="Why LWL">
      {PANELS.map((panel, index) => (
        <div key={panel.title} className={`brand-panel brand-panel-${index + 1}`}>
          <span className="kicker brand-panel-eyebrow">{panel.eyebrow}</span>
          <p className="brand-panel-title">{panel.title}</p>
          <p className="brand-panel-text">{panel.text}</p>
        </div>
      ))}
    </aside>
  );
}
