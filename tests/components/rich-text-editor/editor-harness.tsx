import { useState } from 'react';
import { render } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { appSystem } from '../../../src/ui/app/app-system';
import { Container } from 'inversify';
import { page } from 'vitest/browser';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../src/ui/platform/query-client';
import { TOKENS } from '../../../src/application/tokens';
import { ContainerProvider } from '../../../src/ui/platform/container-context';
import RichTextEditor, { type RichTextEditorProps } from '../../../src/ui/components/rich-text-editor/rich-text-editor';
import { FakeEditorGateway } from '../../fakes/fake-editor-gateway';
import { loaded } from '../../fakes/loaded';

type Options = Partial<RichTextEditorProps> & { gateway?: FakeEditorGateway };

/**
 * The real editor (real Lexical, real DOM) in a container whose editor gateway is in memory.
 * `html()` is the last value the editor sent out, as the form would hold it.
 */
export function renderEditor({ gateway = new FakeEditorGateway(), ...props }: Options = {}) {
  const container = new Container({ autobind: true, defaultScope: 'Singleton' });
  container.bind(TOKENS.EditorGateway).toConstantValue(loaded(gateway));
  const sent: string[] = [];
  function Form() {
    const [value, setValue] = useState(props.value ?? '');
    return (
      <RichTextEditor
        {...props}
        value={value}
        onChange={(html) => {
          sent.push(html);
          setValue(html);
        }}
      />
    );
  }
  const view = render(
    <ChakraProvider value={appSystem}>
      <ContainerProvider container={container}>
        <QueryClientProvider client={createQueryClient()}>
          <Form />
        </QueryClientProvider>
      </ContainerProvider>
    </ChakraProvider>,
  );
  return {
    ...view,
    gateway,
    sent,
    html: () => sent[sent.length - 1] ?? '',
    editable: () => page.getByRole('textbox', { name: props.label ?? '正文' }),
    button: (name: string) => page.getByRole('button', { name, exact: true }),
    status: () => page.getByRole('status', { name: '编辑器提示' }),
  };
}

/** A real, visible PNG of the given size. */
export async function squarePng(size: number): Promise<Blob> {
  const canvas = new OffscreenCanvas(size, size);
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#3598db';
  context.fillRect(0, 0, size, size);
  return canvas.convertToBlob({ type: 'image/png' });
}
