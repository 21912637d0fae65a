import {
  Accessibility, Award, Blocks, Bot, Boxes, Brain, BrainCircuit, Briefcase, Building2, CalendarCheck,
  ChartColumn, ClipboardList, Clock, Cloud, CloudCog, CloudUpload, Code, Compass, Container, Cpu,
  Database, DollarSign, Eye, FileText, FlaskConical, Gauge, GitBranch, GitMerge, Globe, GraduationCap,
  Handshake, Heart, HeartPulse, Hexagon, House, Infinity as InfinityIcon, Landmark, Layers,
  LayoutDashboard, Leaf, LifeBuoy, Lightbulb, LineChart, Link, Lock, type LucideIcon, Megaphone,
  MessageSquare, Microscope, MonitorSmartphone, Network, Package, Paintbrush, Palette, PenTool, Plug,
  Presentation, Radar, RefreshCw, Rocket, Route, Scale, Search, Server, ServerCog, Settings, Shield,
  ShieldCheck, ShoppingCart, Smartphone, Sparkles, Star, Target, Telescope, Terminal, TestTube,
  TrendingUp, Truck, Users, Wand2, Workflow, Wrench, Zap, Headset,
} from "lucide-react";
import type { IconKey } from "~/content/types";

/** The one map from content icon keys to icon components. */
const ICONS: Record<IconKey, LucideIcon> = {
  code: Code, refresh: RefreshCw, smartphone: Smartphone, building: Building2, lightbulb: Lightbulb,
  compass: Compass, cloud: Cloud, "cloud-cog": CloudCog, "cloud-upload": CloudUpload, layers: Layers,
  users: Users, "shield-check": ShieldCheck, "life-buoy": LifeBuoy, infinity: InfinityIcon, brain: Brain,
  "brain-circuit": BrainCircuit, blocks: Blocks, cpu: Cpu, palette: Palette, megaphone: Megaphone,
  plug: Plug, globe: Globe, package: Package, flask: FlaskConical, paintbrush: Paintbrush,
  presentation: Presentation, search: Search, target: Target, microscope: Microscope,
  "git-branch": GitBranch, sparkles: Sparkles, "message-square": MessageSquare, wand: Wand2, bot: Bot,
  workflow: Workflow, server: Server, "server-cog": ServerCog, boxes: Boxes, rocket: Rocket,
  chart: ChartColumn, "line-chart": LineChart, "test-tube": TestTube, network: Network, wrench: Wrench,
  database: Database, container: Container, gauge: Gauge, route: Route, telescope: Telescope,
  "pen-tool": PenTool, terminal: Terminal, "git-merge": GitMerge, radar: Radar, hexagon: Hexagon,
  link: Link, settings: Settings, layout: LayoutDashboard, "monitor-smartphone": MonitorSmartphone,
  headset: Headset, "trending-up": TrendingUp, lock: Lock, handshake: Handshake, award: Award, zap: Zap,
  heart: Heart, eye: Eye, clipboard: ClipboardList, "calendar-check": CalendarCheck, scale: Scale,
  leaf: Leaf, accessibility: Accessibility, briefcase: Briefcase, "graduation-cap": GraduationCap,
  "heart-pulse": HeartPulse, landmark: Landmark, "shopping-cart": ShoppingCart, house: House,
  truck: Truck, clock: Clock, star: Star, dollar: DollarSign, shield: Shield, file: FileText,
};

export function Icon({ name, size = 24, className }: { name: IconKey; size?: number; className?: string }) {
  const Component = ICONS[name];
  return <Component size={size} className={className} aria-hidden="true" focusable="false" />;
}

/** An icon in a tinted rounded square (design.md "icon badges"). */
export function IconBadge({
  name,
  size = 24,
  tone = "light",
  className = "",
}: {
  name: IconKey;
  size?: number;
  tone?: "light" | "dark";
  className?: string;
}) {
  const tones = {
    light: "bg-primary-100 text-primary-700",
    dark: "bg-white/10 text-accent-400 ring-1 ring-white/15",
  };
  return (
    <span className={`inline-flex shrink-0 items-center justify-center rounded-xl p-3 ${tones[tone]} ${className}`}>
      <Icon name={name} size={size} />
    </span>
  );
}
