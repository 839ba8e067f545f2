import { Alert, Anchor, Center, Loader, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../shared/errors/error-message';
import { useAuthClient } from './auth-context';

/** The provider redirects here with the code; the only route that does not require sign-in. */
export function SignInCallbackPage() {
  const auth = useAuthClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [failure, setFailure] = useState<unknown>(null);

  useEffect(() => {
    let active = true;
    auth
      .completeSignIn(window.location.href)
      .then((returnTo) => {
        if (active) void navigate(returnTo, { replace: true });
      })
      .catch((error: unknown) => {
        if (active) setFailure(error);
      });
    return () => {
      active = false;
    };
  }, [auth, navigate]);

  if (failure) {
    return (
      <Center h="100vh">
        <Stack maw={480}>
          <Alert color="red" title={t('modals.errorTitle')}>
            {errorMessage(failure, t, 'SignIn')}
          </Alert>
          <Anchor component="button" onClick={() => void auth.signInRedirect('/')}>
            {t('appStart.signInAgain')}
          </Anchor>
        </Stack>
      </Center>
    );
  }
  return (
    <Center h="100vh" aria-busy="true">
      <Loader aria-label={t('appStart.signingIn')} />
    </Center>
  );
}
