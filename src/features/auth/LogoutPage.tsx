import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/session/session-context';

/** /logout signs out like the profile menu does. */
export function LogoutPage() {
  const { signOut } = useSession();
  const { t } = useTranslation();
  useEffect(() => {
    void signOut();
  }, [signOut]);
  return (
    <Center h="50vh">
      <Loader aria-label={t('layout.profile.logout')} />
    </Center>
  );
}
