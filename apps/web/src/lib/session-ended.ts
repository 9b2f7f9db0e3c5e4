import { createAction } from '@reduxjs/toolkit';

/**
 * The server ended the session outside the auth feature (the account was deleted): the auth
 * state forgets the user, as on logout. An action here lets any feature say so without
 * importing the auth feature.
 */
export const sessionEnded = createAction('session/ended');
