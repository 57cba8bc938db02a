import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  Button,
  Dialog,
  DialogTrigger,
  FieldError,
  Form,
  Heading,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Modal,
  ModalOverlay,
  Popover,
  Select,
  SelectValue,
  TextField,
  type Key,
} from 'react-aria-components';
import { ChevronDown } from 'lucide-react';
import { createUploadToken, type CreatedUploadToken, type ProjectListItem } from '@curbcut/client';
import { CopyField } from '../components/CopyField';
import { uploadCommand } from './uploadCommand';

/** The 'Create upload token' button and its dialog; disabled until a project exists. */
export function UploadTokenDialog({ projects }: { projects: ProjectListItem[] }) {
  return (
    <DialogTrigger>
      <Button className="button" isDisabled={projects.length === 0}>
        Create upload token
      </Button>
      <ModalOverlay className="modal-overlay" isDismissable>
        <Modal className="modal">
          <Dialog className="dialog">{({ close }) => <UploadTokenFlow projects={projects} close={close} />}</Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

function UploadTokenFlow({ projects, close }: { projects: ProjectListItem[]; close: () => void }) {
  // The newest project is the likeliest target: usually the one just created.
  const newest = [...projects].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  const [projectId, setProjectId] = useState<Key | null>(newest?.id ?? null);
  const mutation = useMutation({
    mutationFn: ({ id, label }: { id: string; label: string; name: string }) =>
      createUploadToken(id, label === '' ? undefined : label),
  });

  if (mutation.isSuccess) {
    return <TokenShownOnce token={mutation.data} projectName={mutation.variables.name} close={close} />;
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const project = projects.find((p) => p.id === projectId);
    if (!project) return;
    const label = String(new FormData(event.currentTarget).get('label') ?? '').trim();
    mutation.mutate({ id: project.id, label, name: project.name });
  };

  return (
    <>
      <Heading slot="title">Create upload token</Heading>
      <p className="muted">CI uses an upload token to send builds to one project. It can upload, nothing else.</p>
      <Form className="form" onSubmit={submit}>
        <Select className="field" value={projectId} onChange={setProjectId} isRequired>
          <Label>Project</Label>
          <Button className="select-button">
            <SelectValue />
            <ChevronDown className="icon" aria-hidden="true" />
          </Button>
          <FieldError className="field-error" />
          <Popover className="popover">
            <ListBox className="listbox" items={projects}>
              {(p) => (
                <ListBoxItem className="listbox-item" id={p.id}>
                  {p.name}
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
        </Select>
        <TextField name="label" maxLength={100} className="field">
          <Label>Label (optional)</Label>
          <Input className="input" placeholder="For example: GitHub Actions" />
        </TextField>
        {mutation.isError ? (
          <p role="alert" className="form-error">
            The token could not be created. Please try again.
          </p>
        ) : null}
        <div className="dialog-actions">
          <Button className="button" onPress={close}>
            Cancel
          </Button>
          <Button type="submit" className="button primary">
            Create token
          </Button>
        </div>
      </Form>
    </>
  );
}

function TokenShownOnce({ token, projectName, close }: { token: CreatedUploadToken; projectName: string; close: () => void }) {
  return (
    <>
      <Heading slot="title">Upload token created</Heading>
      <p>
        Copy this token now. It is shown only once: Curbcut keeps only a hash of it. Store it as a secret in your CI, as{' '}
        <code>CURBCUT_TOKEN</code>.
      </p>
      <CopyField label={`Upload token for ${projectName}`} value={token.token} copyLabel="Copy token" what="the token" testId="upload-token" />
      <p>Then upload axe results from CI:</p>
      <pre className="code">
        <code>
          {`CURBCUT_URL=${window.location.origin} CURBCUT_TOKEN=<token> \\\n  ${uploadCommand(projectName)}`}
        </code>
      </pre>
      <div className="dialog-actions">
        <Button className="button primary" onPress={close}>
          Done
        </Button>
      </div>
    </>
  );
}
