/**
 * A flow's binding: how a person performs each of the studio's choices in the app, and how the mock
 * gives each outcome of each call the studio names. The walk (walk.ts) only takes choices a binding
 * names; the runner (runner.ts) plays them in the app. Labels are the studio's own (its choices'
 * `label`s, its starts' labels), so a binding reads beside the studio's buttons.
 */
import type { APIRequestContext, Page, Request } from '@playwright/test';

/** What an action of a binding gets: the page, the test's calls to the worker's mock, and the walk's payload. */
export interface StepContext {
  page: Page;
  /** The worker mock's control routes (MOCK_ORIGIN): the outbox, scenarios, refunds. */
  request: APIRequestContext;
  /** The payload of the studio's choice (the event's fields). */
  payload: unknown;
  /** What earlier steps of the same run kept (an e-mail typed, a code read from the outbox). */
  kept: Record<string, string>;
  /** The studio start the run began with (a guest, a member...). */
  start: string;
  /** The walk's active state paths before the step (one button may read differently by state). */
  from: readonly string[];
}

/** A person's action, or `app`: the page sends the event itself (a list arriving, a form's first input). */
type Act = ((step: StepContext) => Promise<void>) | 'app';

/**
 * How a held call is answered: `mock` forwards it to the worker's mock as the page sent it; `prefer`
 * forwards it with `Prefer: code=N` (the mock answers that documented status with its own body);
 * `send` forwards it with a changed JSON body (a wrong code, so the mock's own rule refuses it);
 * `drop` closes the connection without an answer.
 */
type Outcome =
  | 'mock'
  | { prefer: number }
  | { send: (body: Record<string, unknown>, request: Request) => Record<string, unknown> }
  | 'drop';

interface CallBinding {
  /** The request the actor makes (a glob or RegExp for `page.route`). */
  url: string | RegExp;
  /** Studio choice label → how the mock gives it. A choice not listed is not taken (reported). */
  outcomes: Record<string, Outcome>;
}

export interface FlowBinding {
  /** The machine id the app runs (as the inspector reports it): `passwordReset`, `eventCheckout`. */
  machine: string;
  /** Studio start label (input-choices.ts) → how the page is opened in that start. */
  starts: Record<string, (step: StepContext) => Promise<void>>;
  /** Event type → studio choice label → the person's action. */
  events: Record<string, Record<string, Act>>;
  /** Event type → the starts in which the app can send it (a member's profile arriving); others: every start. */
  onlyIn?: Record<string, readonly string[]>;
  /** Invoked actor's `src` → its call. */
  calls?: Record<string, CallBinding>;
  /**
   * Invoked actors a person answers through the app (a purchase's checkout, paid or failed in the
   * payment window): `src` → studio choice label → the person's actions.
   */
  performs?: Record<string, Record<string, Act>>;
  /**
   * Invoked actors the app settles by itself (a script already loaded, a prompt): `src` → the kind
   * and the one choice label the app gives; the walk takes only that one, the runner waits.
   */
  settles?: Record<string, { kind: 'done' | 'error'; label: string }>;
  /** Timed states are held with the page's clock (`page.clock`), advanced at each "the time passes". */
  clock?: boolean;
  /**
   * What the walk cannot take in the app, each with its reason: a state path, or a transition as the
   * coverage report names it (`source —event→ target`). Listed in app-coverage.json.
   */
  unreachable?: Record<string, string>;
  /**
   * False for a flow `npm test` leaves to `npm run test:paths` (the suite's time): a purchase's
   * checkout whose binding is the event's with other calls (bindings/checkout.ts).
   */
  inTest?: false;
  /**
   * State path → a text only that state shows, read from the run that reaches it (its screen's run);
   * or a transition's name → the text the app shows right after it (a failure's message).
   */
  shows?: Record<string, string | RegExp>;
}
