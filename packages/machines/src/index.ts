// Every flow's machine; each folder's index exports its machine(s) and pure rules.

export * from './account-events/index.ts';
export * from './application-stepper/index.ts';
export * from './checkout/index.ts';
export * from './city-switch/index.ts';
export * from './connectivity/index.ts';
export * from './countdown/index.ts';
export * from './directory-paging/index.ts';
export * from './event-booking/index.ts';
export * from './events-list/index.ts';
export * from './gst-details/index.ts';
export * from './invoices/index.ts';
export * from './login/index.ts';
export * from './membership-purchase/index.ts';
export * from './mentor-booking/index.ts';
export * from './order-link/index.ts';
export * from './order-summary/index.ts';
export * from './package-purchase/index.ts';
export * from './partner-offer/index.ts';
export * from './password-reset/index.ts';
export * from './profile-edit/index.ts';
export * from './refund/index.ts';
export * from './resource/index.ts';
export * from './session/index.ts';
// The promise actor the app provides for its calls (safe across @xstate/react's stop and restore).
export * from './shared/inspection-channel.ts';
export * from './shared/request-actor.ts';
export * from './sign-up/index.ts';
export * from './uae-enquiry/index.ts';
export * from './venture-booking/index.ts';
