import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, FieldError, Form, Heading, Input, Label, TextField } from 'react-aria-components';
import { ModalButton } from '../components/ModalButton';
import { createProject, isApiRequestError, queryKeys } from '@curbcut/client';
import { showToast } from '../toasts';

/** The 'Create project' button and its dialog. */
export function CreateProjectDialog() {
  return (
    <ModalButton label="Create project">{(close) => <CreateProjectForm close={close} />}</ModalButton>
  );
}

function CreateProjectForm({ close }: { close: () => void }) {
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (name: string) => createProject(name),
    meta: { showsOwnErrors: true },
    onSuccess: async (project) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.all });
      showToast({ title: `Project ‘${project.name}’ created`, tone: 'success' });
      close();
    },
    onError: (error) => {
      setServerError(isApiRequestError(error) && error.body ? error.body.message : 'The project could not be created.');
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const name = String(new FormData(event.currentTarget).get('name') ?? '').trim();
    setServerError(null);
    mutation.mutate(name);
  };

  return (
    <>
      <Heading slot="title">Create project</Heading>
      <p className="muted">A project collects the builds that CI uploads for one product or repository.</p>
      <Form className="form" onSubmit={submit} validationErrors={serverError ? { name: serverError } : {}}>
        <TextField
          name="name"
          isRequired
          autoFocus
          maxLength={200}
          className="field"
          validate={(value) => (value.trim() === '' ? 'Enter a project name.' : null)}
          onChange={() => setServerError(null)}
        >
          <Label>Project name</Label>
          <Input className="input" />
          <FieldError className="field-error" />
        </TextField>
        <div className="dialog-actions">
          <Button className="button" onPress={close}>
            Cancel
          </Button>
          <Button type="submit" className="button primary">
            Create
          </Button>
        </div>
      </Form>
    </>
  );
}
