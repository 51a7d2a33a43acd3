export function AuthPage() {
  return <h1>Login</h1>
}
