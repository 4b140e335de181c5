import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface IslandBoundaryProps {
  island: string;
  /** The server-rendered content in a script-free form whose links still lead somewhere, and a short message. */
  fallback: ReactNode;
  children: ReactNode;
}

/** Every island sits behind this: one that throws turns into its fallback, and nothing else on the page breaks. */
export class IslandBoundary extends Component<IslandBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`The ${this.props.island} island failed and shows its fallback instead.`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
