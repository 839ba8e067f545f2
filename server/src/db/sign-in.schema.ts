/** The local sign-in provider's lasting state (docs/sign-in.md), in the portable shapes of schema.ts. */
export interface LocalCredentialTable {
  account_id: string;
  /** Lower case; people sign in with it or with their e-mail. */
  login: string;
  /** scrypt, self-describing (passwords.ts); null until the person sets one through their link. */
  password_hash: string | null;
  /** Failed sign-ins in a row; a success resets it. */
  failed_attempts: number;
  locked_until: string | null;
  updated_at: string;
}

/** A one-time link to set a password (an invitation, the first administrator): only its hash is kept. */
export interface PasswordLinkTable {
  token_hash: string;
  account_id: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** oidc-provider's models (sessions, grants, codes, refresh tokens, interactions) as JSON, by model and id. */
export interface OidcPayloadTable {
  model: string;
  id: string;
  payload: string;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: string | null;
  consumed_at: string | null;
}

/** An invited account until its first sign-in (`accepted_at`). */
export interface InvitationTable {
  account_id: string;
  /** Lower case. */
  email: string;
  invited_by: string;
  invited_at: string;
  accepted_at: string | null;
}

export interface SignInDatabase {
  invitations: InvitationTable;
  local_credentials: LocalCredentialTable;
  password_links: PasswordLinkTable;
  oidc_payloads: OidcPayloadTable;
}
