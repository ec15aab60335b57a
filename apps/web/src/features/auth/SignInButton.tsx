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
  const Icon = signInWithGoogle ? IconBrandGoogle : IconLogin;
  return (
    <Button leftSection={<Icon size={16} aria-hidden />} {...props}>
      {signInWords(signInWithGoogle, words)}
    </Button>
  );
}
