import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface IslandBoundaryProps {
  /** The island's name, for the console message an operator reads. */
  island: string;
  /**
   * What the visitor gets instead when the island fails: the server-rendered content in a usable, script-free form
   * (links that still lead somewhere) and one short message in words.
   */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Every island sits behind this error boundary, so that an island that throws while rendering or in an effect fails
 * softly: its own part of the page turns into the fallback, and nothing else on the page breaks.
 */
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
