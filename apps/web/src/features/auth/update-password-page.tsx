/**
 * /update-password: the static Update Your Password page: username or e-mail, old,
 * new and confirm password. The spec gives it no submit behaviour, so the form sends nothing.
 */
import { AuthLayout } from './auth-layout.tsx';
import '../../components/ui/button.css';
import { InputField } from '../../components/ui/input-field.tsx';

const FIELDS = [
  { id: 'update-username', label: 'Username or Email', type: 'text', autoComplete: 'username' },
  { id: 'update-old-password', label: 'Old Password', type: 'password', autoComplete: 'current-password' },
  { id: 'update-new-password', label: 'New Password', type: 'password', autoComplete: 'new-password' },
  {
    id: 'update-confirm-password',
    label: 'Confirm Password',
    type: 'password',
    autoComplete: 'new-password',
  },
] as const;

export function Component() {
  return (
    <AuthLayout
      aside={{ title: 'Keep your account safe', text: 'Choose a password you do not use anywhere else.' }}
    >
      <h1>Update Your Password</h1>
      <form className="form-stack" onSubmit={(event) => event.preventDefault()}>
        {FIELDS.map((field) => (
          <InputField
            key={field.id}
            id={field.id}
            label={field.label}
            name={field.id}
            type={field.type}
            autoComplete={field.autoComplete}
          />
        ))}
        <button type="submit" className="btn btn-primary btn-block">
          Update Password
        </button>
      </form>
    </AuthLayout>
  );
}
