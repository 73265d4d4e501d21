// The name authenticator apps show beside this site's codes (the otpauth URI's issuer).
export const TOTP_APP_NAME = 'Staff admin';
