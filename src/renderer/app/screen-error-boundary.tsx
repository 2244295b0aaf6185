import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Result, Space } from 'antd';
import { texts } from '../../shared/texts/pt-BR';
import { toError } from '../../shared/errors/error-message';

interface Props {
  children: ReactNode;
  /** Navigates to Início; the boundary clears itself first. */
  onGoHome: () => void;
}

interface State {
  error: Error | null;
  /** Bumped on retry so the screen mounts afresh instead of reusing broken state. */
  generation: number;
}

const t = texts.shell.errors;

/** Keeps a failing screen from taking the shell (menu, header) down with it. */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, generation: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: toError(error) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Tela falhou', error, info.componentStack);
  }

  private readonly retry = () =>
    this.setState((state) => ({ error: null, generation: state.generation + 1 }));

  private readonly goHome = () => {
    this.retry();
    this.props.onGoHome();
  };

  override render() {
    const { error, generation } = this.state;
    if (!error) return <ScreenGeneration key={generation}>{this.props.children}</ScreenGeneration>;
    return (
      <Result
        status="error"
        title={<h1 className="screen-error-title">{t.screenFailed}</h1>}
        subTitle={error.message || t.unknown}
        extra={
          <Space>
            <Button type="primary" onClick={this.retry}>
              {t.retry}
            </Button>
            <Button onClick={this.goHome}>{t.goHome}</Button>
          </Space>
        }
      />
    );
  }
}

function ScreenGeneration({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
