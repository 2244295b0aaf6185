import { useState } from 'react';
import { App, Button, Card, Flex } from 'antd';
import type { ConnectionProfile } from '../../../shared/settings/profile';
import { texts } from '../../../shared/texts/pt-BR';
import { useBridge } from '../../bridge/bridge-context';
import { useSettingsStore } from '../../stores/settings-store';
import { LoadingState } from '../../components/loading-state/loading-state';
import { OverridesNotes } from './overrides-notes';
import { ProfileForm } from './profile-form';
import { ProfileList } from './profile-list';
import { newProfileId } from './profile-form-values';
import { errorMessage } from '../../../shared/errors/error-message';
import { ScreenHeader } from '../../components/screen-header/screen-header';

const t = texts.shell.settings;
const NEW = Symbol('new profile');

/** Connection profiles: list, add, edit, delete, activate. */
export default function SettingsScreen() {
  const bridge = useBridge();
  const { message, modal } = App.useApp();
  const state = useSettingsStore((store) => store.state);
  const apply = useSettingsStore((store) => store.apply);
  // null: the active profile; NEW: a blank form; else the id being edited.
  const [editing, setEditing] = useState<string | typeof NEW | null>(null);

  if (!state) return <LoadingState label={texts.shell.boot.loadingSettings} />;

  const editingProfile =
    editing === NEW
      ? null
      : (state.profiles.find((profile) => profile.id === (editing ?? state.activeProfileId)) ??
        state.profiles.find((profile) => profile.id === state.activeProfileId) ??
        null);
  const editingActive = editingProfile?.id === state.activeProfileId;

  const save = async (profile: ConnectionProfile) => {
    const next = await bridge.invoke('settings.saveProfile', profile);
    apply(next);
    setEditing(profile.id);
    void message.success(t.saved);
  };

  const activate = async (profile: ConnectionProfile) => {
    try {
      apply(await bridge.invoke('settings.setActiveProfile', { id: profile.id }));
      void message.success(t.activated(profile.name));
    } catch (error) {
      void message.error(t.actionFailed(errorMessage(error)));
    }
  };

  const confirmDelete = (profile: ConnectionProfile) => {
    modal.confirm({
      title: t.deleteTitle,
      content: t.deleteConfirm(profile.name),
      okText: t.deleteOk,
      okButtonProps: { danger: true },
      cancelText: t.cancel,
      onOk: async () => {
        try {
          apply(await bridge.invoke('settings.deleteProfile', { id: profile.id }));
          if (editing === profile.id) setEditing(null);
          void message.success(t.deleted(profile.name));
        } catch (error) {
          void message.error(t.actionFailed(errorMessage(error)));
        }
      },
    });
  };

  return (
    <section>
      <ScreenHeader title={t.title} />
      <OverridesNotes overrides={state.overrides} />
      <Card
        size="small"
        title={t.profiles}
        extra={<Button onClick={() => setEditing(NEW)}>{t.newProfile}</Button>}
        style={{ marginBottom: 16 }}
      >
        <ProfileList
          profiles={state.profiles}
          activeProfileId={state.activeProfileId}
          onEdit={setEditing}
          onActivate={activate}
          onDelete={confirmDelete}
        />
      </Card>
      <Card size="small">
        <Flex vertical>
          <ProfileForm
            // A different profile is a fresh form; the same one keeps what was typed.
            key={editingProfile?.id ?? 'new'}
            profile={editingProfile}
            overrides={editingActive ? state.overrides : null}
            onSave={save}
            newId={newProfileId}
            onCancel={editing === NEW ? () => setEditing(null) : undefined}
          />
        </Flex>
      </Card>
    </section>
  );
}
