import {
  Alert,
  Avatar,
  Breadcrumb,
  Button,
  Card,
  Cascader,
  Checkbox,
  Col,
  DatePicker,
  Descriptions,
  Drawer,
  Dropdown,
  Empty,
  Flex,
  FloatButton,
  Form,
  Image,
  Input,
  InputNumber,
  Menu,
  Modal,
  Pagination,
  Popconfirm,
  Popover,
  Progress,
  QRCode,
  Radio,
  Result,
  Row,
  Segmented,
  Select,
  Skeleton,
  Space,
  Spin,
  Statistic,
  Steps,
  Switch,
  Table,
  Tabs,
  Tag,
  Timeline,
  Tooltip,
  Tree,
  TreeSelect,
  Typography,
  Upload,
} from 'antd';

// Build time only (`prerender.tsx`): one of each antd component, so that rendering them registers
// each one's complete stylesheet, every variant included. A component missing here still works:
// antd then writes its styles in the browser, as it did for every component before.

const TAG_COLORS = [
  'success',
  'processing',
  'error',
  'warning',
  'default',
  ...['blue', 'purple', 'cyan', 'green', 'magenta', 'pink', 'red', 'orange', 'yellow', 'volcano'],
  ...['geekblue', 'lime', 'gold'],
];

/** The antd components the public pages (home, software centre, news, register) render. */
export function PublicPageComponents() {
  return (
    <>
      <Button>button</Button>
      <Spin />
      <Input />
      <Input.Search />
      <Input.Password />
      <Space.Compact>
        <Input />
        <Button>button</Button>
      </Space.Compact>
      <Segmented options={['segment']} />
      <Form>
        <Form.Item label="label">
          <Input />
        </Form.Item>
      </Form>
      <Checkbox />
      <Radio />
    </>
  );
}

/**
 * Every antd component the app imports (`build/antd-imports.test.ts` keeps the list complete): the personal centre's and
 * the back office's pages render tables, forms, pickers, tabs and dialogs, whose styles antd
 * computed and inserted in the browser on every first visit (hundreds of milliseconds of a slow
 * phone's main thread on a list page).
 */
export function AllAppComponents() {
  return (
    <>
      <PublicPageComponents />
      <Alert title="alert" />
      <Avatar />
      <Breadcrumb items={[{ title: 'a' }]} />
      <Card title="card">card</Card>
      <Cascader />
      <Checkbox.Group options={['a']} />
      <Row>
        <Col span={12} />
      </Row>
      <DatePicker />
      <DatePicker.RangePicker />
      <Descriptions items={[{ label: 'label', children: 'value' }]} />
      <Drawer open={false} />
      <Dropdown menu={{ items: [] }}>
        <span>dropdown</span>
      </Dropdown>
      <Empty />
      <Flex />
      <FloatButton />
      <Image src="/favicon.svg" alt="" />
      <Input.TextArea />
      <InputNumber />
      <Menu items={[{ key: 'a', label: 'a' }]} />
      <Modal open={false} />
      <Pagination total={20} />
      <Popconfirm title="confirm">
        <span>popconfirm</span>
      </Popconfirm>
      <Popover content="popover">
        <span>popover</span>
      </Popover>
      <Progress percent={50} />
      <QRCode value="qr" />
      <Radio.Group options={['a']} />
      <Radio.Button value="a">a</Radio.Button>
      <Result title="result" />
      <Select />
      <Skeleton />
      <Space>space</Space>
      <Statistic value={1} />
      <Steps items={[{ title: 'a' }]} />
      <Switch />
      <Table columns={[{ title: 'a', dataIndex: 'a' }]} dataSource={[]} rowSelection={{}} />
      <Tabs items={[{ key: 'a', label: 'a' }]} />
      <Tag>tag</Tag>
      {/* Each colour of a tag is a stylesheet of its own. */}
      {TAG_COLORS.map((color) => (
        <Tag key={color} color={color}>
          tag
        </Tag>
      ))}
      <Timeline items={[{ content: 'a' }]} />
      <Tooltip title="tooltip">
        <span>tooltip</span>
      </Tooltip>
      <Tree treeData={[{ key: 'a', title: 'a' }]} />
      <TreeSelect />
      <Typography.Title>title</Typography.Title>
      <Typography.Paragraph>paragraph</Typography.Paragraph>
      <Typography.Text>text</Typography.Text>
      <Typography.Link>link</Typography.Link>
      <Upload />
    </>
  );
}
