/** What the review build (one static folder, its mock in a service worker) says while it starts. */
export const reviewTexts = {
  starting: 'Starting the demo in your browser… (first visit only)',
  unsupported:
    'This demo runs its backend in your browser and needs service workers: open it in a current Chrome, Edge, Firefox or Safari, outside private browsing.',
} as const;
