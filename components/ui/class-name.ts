/**
 * A component's own class followed by the one its caller passes (later in the attribute, for a caller
 * that restyles it). CSS modules type a class as possibly undefined, hence the optional `own`.
 */
export function withClass(own: string | undefined, className: string | undefined): string | undefined {
  return own && className ? `${own} ${className}` : (own ?? className);
}
