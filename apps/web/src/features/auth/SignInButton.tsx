import { Button, type ButtonProps } from '@mantine/core';
import { IconBrandGoogle, IconLogin } from '@tabler/icons-react';
import { signInWords } from './signInWords';
import { useAuth } from './useAuth';

type SignInButtonProps = Omit<ButtonProps, 'leftSection' | 'children'> & {
  onClick: () => void;
  words?: 'Sign in' | 'Log In';
  'data-autofocus'?: boolean;
};

/**
 * The sign-in button of every signed-out screen: 'Sign in with Google' (with Google's mark) when
 * the popup goes straight to Google, else 'Sign in' (docs/config.md, Sign-in modes).
 */
export function SignInButton({ words = 'Sign in', ...props }: SignInButtonProps) {
  const { signInWithGoogle } = useAuth();
  // The arrow into the door points the reading way (it turns round in right-to-left languages).
  const icon = signInWithGoogle ? (
    <IconBrandGoogle size={16} aria-hidden />
  ) : (
    <IconLogin size={16} aria-hidden className="dsb-mirror" />
  );
  return (
    <Button leftSection={icon} {...props}>
      {signInWords(signInWithGoogle, words)}
    </Button>
  );
}
