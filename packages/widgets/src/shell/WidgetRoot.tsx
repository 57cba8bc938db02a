/** `<WidgetRoot>`: the outermost element of every widget, holding that instance's own QueryClient. */
import { useState } from 'react';
import type { ComponentType, FunctionComponent, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

/**
 * Query defaults of a widget: no retries (the widget shows its own failure page and retry buttons),
 * no refetch on focus (live updates refresh what changes), and a minute before data counts as stale.
 */
function createWidgetQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 } } });
}

/**
 * Gives its children a QueryClient of their own, made once per mounted widget, so two widgets on one
 * page (or a widget inside a host app that has its own client) never share cached queries.
 */
export function WidgetRoot({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createWidgetQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/**
 * The widget component a host renders: `View` inside its own `<WidgetRoot>`. `name` is the
 * component's name in React's developer tools.
 */
export function withWidgetRoot<P extends object>(name: string, View: ComponentType<P>): FunctionComponent<P> {
  function Widget(props: P) {
    return (
      <WidgetRoot>
        <View {...props} />
      </WidgetRoot>
    );
  }
  Widget.displayName = name;
  return Widget;
}
