import { NEWS_STATUS_LABELS, NEWS_STATUSES } from '@coalsim/contract';
import type { AdminNews, NewsFields, NewsStatus } from '@coalsim/contract';
import { Col, DatePicker, Form, Input, Radio, Row, Select } from 'antd';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';

import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { PictureUpload } from '../../../components/picture-upload/picture-upload';
import { RichTextEditor } from '../../../components/rich-text-editor/rich-text-editor';
import { useDict } from '../../../hooks/use-dict';
import { useSaveDialog } from '../../../hooks/use-save-dialog';
import { requiredRule } from '../../../lib/form-rules';
import { keepEnterInPickers } from '../../../lib/picker-enter';
import { useCreateNews } from '../api/create-news';
import { useUpdateNews } from '../api/update-news';

interface NewsFormValues {
  title: string;
  category?: string;
  cover: string | null;
  summary: string;
  content: string;
  author: string;
  status: NewsStatus;
  publishedAt: Dayjs | null;
}

const STATUS_OPTIONS = NEWS_STATUSES.map((value) => ({ value, label: NEWS_STATUS_LABELS[value] }));

function valuesOf(news: AdminNews | undefined): NewsFormValues {
  if (!news) {
    return {
      title: '',
      cover: null,
      summary: '',
      content: '',
      author: '',
      status: 'draft',
      publishedAt: null,
    };
  }
  return {
    title: news.title,
    category: news.category,
    cover: news.cover,
    summary: news.summary,
    content: news.content,
    author: news.author,
    status: news.status,
    publishedAt: news.publishedAt ? dayjs(news.publishedAt) : null,
  };
}

/** The form's values as the API takes them: trimmed, the publish time as an ISO instant. */
export function newsBodyOf(values: NewsFormValues): NewsFields {
  return {
    title: values.title.trim(),
    category: values.category ?? '',
    cover: values.cover ?? null,
    summary: values.summary.trim(),
    content: values.content,
    author: values.author.trim(),
    status: values.status,
    publishedAt: values.publishedAt ? values.publishedAt.toISOString() : null,
  };
}

/**
 * 新增资讯 / 编辑资讯. A published item shows in the portal's 资讯 from its publish time (now
 * when left empty); an edit saves against the version it was opened with (409 if it changed).
 */
export function NewsFormModal({
  open,
  news,
  onClose,
}: {
  open: boolean;
  news: AdminNews | undefined;
  onClose: () => void;
}) {
  const [form] = Form.useForm<NewsFormValues>();
  const save = useSaveDialog(form, onClose);
  const create = useCreateNews();
  const update = useUpdateNews();
  const types = useDict('news_type');

  const submit = async (values: NewsFormValues) => {
    const body = newsBodyOf(values);
    await save(Boolean(news), () =>
      news
        ? update.mutateAsync({ ...body, id: news.id, updateTime: news.updateTime })
        : create.mutateAsync(body),
    );
  };

  return (
    <FormDialog
      title={news ? '编辑资讯' : '新增资讯'}
      open={open}
      form={form}
      saving={create.isPending || update.isPending}
      width={880}
      onClose={onClose}
    >
      <Form<NewsFormValues>
        form={form}
        name="news"
        layout="vertical"
        onKeyDown={keepEnterInPickers}
        onFinish={submit}
        initialValues={valuesOf(news)}
      >
        <Form.Item
          name="title"
          label="标题"
          rules={[requiredRule('请输入标题'), { max: 200, message: '标题不能超过200个字符' }]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="category" label="分类" rules={[{ required: true, message: '请选择分类' }]}>
              <Select
                placeholder="请选择"
                loading={types.isLoading}
                options={types.list.map((d) => ({ value: d.value, label: d.label }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="author"
              label="作者"
              rules={[requiredRule('请输入作者'), { max: 64, message: '作者不能超过64个字符' }]}
            >
              <Input maxLength={64} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="publishedAt" label="发布时间" extra="留空则在发布时取当前时间">
              <DatePicker showTime style={{ width: '100%' }} placeholder="选择时间" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="status" label="状态" extra="只有“已发布”的资讯会显示在门户的资讯页">
          <Radio.Group options={STATUS_OPTIONS} />
        </Form.Item>
        <Form.Item name="cover" label="封面">
          <PictureUpload alt="封面" buttonText="上传封面" />
        </Form.Item>
        <Form.Item
          name="summary"
          label="摘要"
          rules={[requiredRule('请输入摘要'), { max: 400, message: '摘要不能超过400个字符' }]}
        >
          <Input.TextArea rows={2} maxLength={400} showCount />
        </Form.Item>
        <Form.Item name="content" label="正文" rules={[requiredRule('请输入正文')]}>
          <RichTextEditor aria-label="正文" placeholder="资讯正文，可插入标题、列表、链接和图片" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
