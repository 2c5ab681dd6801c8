import type { ServerStatus } from '@coalsim/contract';
import { Card, Col, Row, Statistic, theme } from 'antd';

import { MonitorSparkline } from './monitor-sparkline';
import { seriesOf } from './server-figures';

interface Tile {
  title: string;
  value: number;
  suffix: string;
  precision: number;
  points: ReturnType<typeof seriesOf>;
  unit: string;
  max?: number;
}

/** The four figures that move: each with its value now and a line of the last minutes. */
export function ServerOverview({ status, history }: { status: ServerStatus; history: ServerStatus[] }) {
  const { token } = theme.useToken();
  const colours = [token.colorPrimary, token.colorSuccess, token.colorWarning, token.colorInfo];
  const tiles: Tile[] = [
    {
      title: 'CPU 使用率',
      value: status.cpu.usage,
      suffix: '%',
      precision: 1,
      points: seriesOf(history, (s) => s.cpu.usage),
      unit: '%',
      max: 100,
    },
    {
      title: '内存使用率',
      value: status.memory.usage,
      suffix: '%',
      precision: 1,
      points: seriesOf(history, (s) => s.memory.usage),
      unit: '%',
      max: 100,
    },
    {
      title: '事件循环延迟 p99',
      value: status.process.eventLoopP99,
      suffix: 'ms',
      precision: 1,
      points: seriesOf(history, (s) => s.process.eventLoopP99),
      unit: ' ms',
    },
    {
      title: '数据库活动连接',
      value: status.database.active,
      suffix: `/ ${status.database.active + status.database.idle}`,
      precision: 0,
      points: seriesOf(history, (s) => s.database.active),
      unit: '',
    },
  ];
  return (
    <Row gutter={[16, 16]}>
      {tiles.map((tile, i) => (
        <Col key={tile.title} xs={24} sm={12} xl={6}>
          <Card size="small">
            <Statistic
              title={tile.title}
              value={tile.value}
              precision={tile.precision}
              suffix={tile.suffix}
            />
            <MonitorSparkline
              points={tile.points}
              label={`${tile.title}近几分钟的变化`}
              colour={colours[i]!}
              unit={tile.unit}
              {...(tile.max === undefined ? {} : { max: tile.max })}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
