import { Button, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ConnectionProfile } from '../../../shared/settings/profile';
import { texts } from '../../../shared/texts/pt-BR';

const t = texts.shell.settings;

export interface ProfileListProps {
  profiles: ConnectionProfile[];
  activeProfileId: string;
  onEdit: (id: string) => void;
  onActivate: (profile: ConnectionProfile) => void;
  onDelete: (profile: ConnectionProfile) => void;
}

/** Every connection profile, which one is active, and what can be done with each. */
export function ProfileList(props: ProfileListProps) {
  const { profiles, activeProfileId, onEdit, onActivate, onDelete } = props;
  const columns: TableColumnsType<ConnectionProfile> = [
    {
      title: t.fields.name,
      dataIndex: 'name',
      render: (name: string, profile) => (
        <Space wrap>
          {name}
          {profile.id === activeProfileId && <Tag color="green">{t.active}</Tag>}
        </Space>
      ),
    },
    {
      title: t.fields.kind,
      dataIndex: 'kind',
      render: (kind: ConnectionProfile['kind']) =>
        kind === 'firebase' ? t.kindFirebase : t.kindLocal,
    },
    { title: t.fields.projectId, dataIndex: 'projectId' },
    {
      title: t.actions,
      key: 'actions',
      render: (_: unknown, profile) => {
        const active = profile.id === activeProfileId;
        return (
          <Space wrap>
            <Button size="small" onClick={() => onEdit(profile.id)}>
              {t.edit}
            </Button>
            <Button size="small" disabled={active} onClick={() => onActivate(profile)}>
              {t.activate}
            </Button>
            <Button size="small" danger disabled={active} onClick={() => onDelete(profile)}>
              {t.delete}
            </Button>
          </Space>
        );
      },
    },
  ];
  return (
    <Table<ConnectionProfile>
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={profiles}
      pagination={false}
    />
  );
}
