export interface Credentials {
  username: string;
  password: string;
}

export interface Registration extends Credentials {
  secret: string;
}

export interface LoginResponse {
  access_token: string;
}

export interface ProtectedResponse {
  logged_in_as: string;
}

export interface AdminLevelResponse {
  /** Truthy means admin (spec section 3). */
  admin_level: unknown;
}
