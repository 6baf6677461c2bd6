import type { ExamplesFor } from '../api/endpoint.ts';
import { exampleUser } from '../profile/examples.ts';
import type { authEndpoints } from './endpoints.ts';
import { authMessages } from './messages.ts';

export const authExamples = {
  'POST login': {
    input: { email: 'titan@lwl.test', password: 'Lwl@12345' },
    response: {
      status: 1,
      message: authMessages.loginSuccess,
      token: '3f9a1c5e7b2d4f6a8c0e1b3d5f7a9c1e3f5a7b9d1c3e5f7a9b1d3f5a7c9e1b3d',
      membership: 'Titan',
      user: exampleUser,
      image: exampleUser.image,
    },
  },
  'POST forgot-password': {
    input: { email: 'titan@lwl.test' },
    response: { status: 1, message: authMessages.otpSentIfAccount },
  },
  'POST verify-token': {
    input: { email: 'titan@lwl.test', token: '482913' },
    response: { status: 1, message: authMessages.otpVerified },
  },
  'POST reset-password': {
    input: { email: 'titan@lwl.test', token: '482913', password: 'N3w!Passw0rd' },
    response: { status: 1, message: authMessages.passwordReset },
  },
  'POST logout': {
    input: {},
    response: { status: 1, message: authMessages.loggedOut },
  },
} satisfies ExamplesFor<typeof authEndpoints>;
