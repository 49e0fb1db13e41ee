// Konva's core and only the shapes the studio draws (not the whole library): the studio
// route's JavaScript stays smaller. react-konva's core build resolves nodes by these names.
import 'konva/lib/shapes/Rect.js';
import 'konva/lib/shapes/Image.js';
import 'konva/lib/shapes/Text.js';
import 'konva/lib/shapes/TextPath.js';
import 'konva/lib/shapes/Line.js';
import 'konva/lib/shapes/Transformer.js';
export { Stage, Layer, Group, Rect, Image, Text, TextPath, Line, Transformer } from 'react-konva/lib/ReactKonvaCore';
