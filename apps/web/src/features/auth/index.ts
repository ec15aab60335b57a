/** The auth feature's public face: who is signed in, and the page states shown while that is unknown. */
export { useAuth, type AuthState } from './useAuth';
export { currentUserQueryKey } from './api';
export { CheckingAuthentication, RequireAuth } from './guards';
export { SignInButton } from './SignInButton';
